import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import type { ServiceCard } from '../content/types';
import { cardVariants } from '../../ui/card';

/** A grid of service cards, each with an icon, title, description and a link to the service page. */
export function ServiceCards({ items, idPrefix = 'service' }: { items: ServiceCard[]; idPrefix?: string }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => {
        const Icon = item.icon;
        const titleId = `${idPrefix}-${item.href.replace(/\W+/g, '')}`;
        return (
          <li key={item.href} className={cardVariants({ className: 'flex flex-col' })}>
            <span className="mb-4 flex size-12 items-center justify-center rounded-lg bg-harbor-50 text-harbor-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 id={titleId} className="text-2xl">
              {item.title}
            </h3>
            <p className="mt-2 flex-1 leading-relaxed text-ink-soft">{item.description}</p>
            {/* The visible label stays exactly the CTA text; a visually hidden suffix names the service,
                so the link makes sense on its own (screen-reader link lists, Lighthouse link-text). */}
            <Link
              href={item.href}
              className="mt-5 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-harbor-700 underline-offset-4 hover:text-harbor-900 hover:underline"
            >
              {item.ctaLabel}
              <span className="sr-only"> about {item.title}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
