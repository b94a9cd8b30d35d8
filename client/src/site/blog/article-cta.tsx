import type { BlogArticle } from '../content/blog/article';
import { ButtonLink } from '../../ui/button';

/** The closing call to action of an article. */
export function ArticleCta({ cta }: { cta: BlogArticle['cta'] }) {
  return (
    <aside aria-labelledby="article-cta-heading" className="mt-14 rounded-xl bg-harbor-800 p-8 text-white sm:p-10">
      <h2 id="article-cta-heading" className="text-2xl leading-tight text-white sm:text-3xl">
        {cta.title}
      </h2>
      <p className="mt-3 text-lg leading-relaxed text-harbor-100">{cta.text}</p>
      <ButtonLink href={cta.href} variant="light" size="lg" className="mt-6">
        {cta.label}
      </ButtonLink>
    </aside>
  );
}
