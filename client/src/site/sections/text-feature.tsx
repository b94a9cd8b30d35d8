import type { LucideIcon } from 'lucide-react';
import { cardVariants } from '../../ui/card';
import { Eyebrow } from '../../ui/eyebrow';
import { CheckList } from './check-list';

/** A titled passage of text beside an optional list of points; the heading is an h2 with `id`. */
export function TextFeature({
  id,
  eyebrow,
  title,
  paragraphs,
  points,
  icon: Icon,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  paragraphs: string[];
  points?: string[];
  icon?: LucideIcon;
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start lg:gap-12">
      <div>
        {eyebrow ? <Eyebrow className="mb-2">{eyebrow}</Eyebrow> : null}
        <div className="flex items-start gap-4">
          {Icon ? (
            <span className="mt-1 hidden size-11 shrink-0 items-center justify-center rounded-lg bg-harbor-50 text-harbor-700 sm:flex">
              <Icon aria-hidden="true" className="size-6" />
            </span>
          ) : null}
          <h2 id={id} className="text-3xl leading-tight sm:text-4xl">
            {title}
          </h2>
        </div>
        <div className="mt-5 max-w-prose space-y-4 text-lg leading-relaxed text-ink-soft">
          {paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
      {points?.length ? (
        <div className={cardVariants()}>
          <CheckList items={points} />
        </div>
      ) : null}
    </div>
  );
}
