import { Link } from 'wouter';
import type { Block, ContentSection, RichText } from '../content/blog/rich-text';

const linkClass =
  'font-medium text-harbor-700 underline decoration-harbor-200 decoration-2 underline-offset-3 hover:decoration-harbor-700';

/** Text, in-site links (wouter Link, so navigation stays client-side) and emphasis. */
function RichTextView({ value }: { value: RichText }) {
  if (typeof value === 'string') return value;
  return value.map((part, i) => {
    if (typeof part === 'string') return part;
    if ('href' in part)
      return (
        <Link key={i} href={part.href} className={linkClass}>
          {part.text}
        </Link>
      );
    return (
      <strong key={i} className="font-semibold text-ink">
        {part.strong}
      </strong>
    );
  });
}

function ListItems({ items }: { items: readonly RichText[] }) {
  return items.map((item, i) => (
    <li key={i} className="pl-1">
      <RichTextView value={item} />
    </li>
  ));
}

function BlockView({ block }: { block: Block }) {
  if ('p' in block)
    return (
      <p className="my-5">
        <RichTextView value={block.p} />
      </p>
    );
  if ('ul' in block)
    return (
      <ul className="my-5 list-disc space-y-2 pl-6 marker:text-brass-500">
        <ListItems items={block.ul} />
      </ul>
    );
  if ('ol' in block)
    return (
      <ol className="my-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-harbor-700">
        <ListItems items={block.ol} />
      </ol>
    );
  if ('h3' in block) return <h3 className="mt-9 mb-2 text-xl leading-snug sm:text-2xl">{block.h3}</h3>;
  const { caption, head, rows } = block.table;
  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens.
    <div role="region" aria-label={caption} tabIndex={0} className="my-7 overflow-x-auto rounded-lg border border-line">
      <table className="w-full min-w-[34rem] border-collapse bg-white text-left text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-harbor-50">
          <tr>
            {head.map((cell, i) =>
              cell ? (
                <th key={i} scope="col" className="px-4 py-3 font-semibold text-harbor-900">
                  {cell}
                </th>
              ) : (
                <td key={i} />
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-t border-line align-top">
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row" className="px-4 py-3 font-semibold text-ink">
                    <RichTextView value={cell} />
                  </th>
                ) : (
                  <td key={c} className="px-4 py-3 text-ink-soft">
                    <RichTextView value={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, i) => <BlockView key={i} block={block} />);
}

/** Sections of long-form copy: an h2 per section, its blocks below; `id` makes each linkable. */
export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  return sections.map((section) => (
    <section key={section.id}>
      <h2 id={section.id} className="mt-12 mb-3 text-2xl leading-tight sm:text-3xl">
        {section.heading}
      </h2>
      <Blocks blocks={section.blocks} />
    </section>
  ));
}
