import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { JsonLd } from './seo/json-ld';
import type { BreadcrumbItem } from '../lib/structured-data';
import { breadcrumbJsonLd } from '../lib/structured-data';

/**
 * The visible trail (Home, then the path) and its BreadcrumbList JSON-LD, from the same items.
 * The last item is the current page.
 */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const trail = [{ name: 'Home', url: '/' }, ...items];
  return (
    <>
      <nav aria-label="Breadcrumb" className="mx-auto max-w-content px-4 pt-6 sm:px-6">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
          {trail.map((item, i) => {
            const last = i === trail.length - 1;
            return (
              <li key={item.url + item.name} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className="font-medium text-ink">
                    {item.name}
                  </span>
                ) : (
                  <>
                    <Link href={item.url} className="underline-offset-2 hover:text-harbor-700 hover:underline">
                      {item.name}
                    </Link>
                    <ChevronRight aria-hidden="true" className="size-4" />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(items)} />
    </>
  );
}

/** For the home page, which shows no trail but still declares its BreadcrumbList. */
export function HomeBreadcrumbJsonLd() {
  return <JsonLd data={breadcrumbJsonLd([])} />;
}
