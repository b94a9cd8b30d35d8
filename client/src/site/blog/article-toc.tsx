import type { ContentSection } from '../content/blog/rich-text';
import { Eyebrow } from '../../ui/eyebrow';

/** "In this article": jump links to the article's h2 sections, beside the text on wide screens. */
export function ArticleToc({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <nav aria-labelledby="toc-heading" className="sticky top-24">
      <Eyebrow id="toc-heading">In this article</Eyebrow>
      <ol className="mt-3 space-y-1 border-l border-line text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-ink-soft hover:border-harbor-700 hover:text-harbor-800"
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
