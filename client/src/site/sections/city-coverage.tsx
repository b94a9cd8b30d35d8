import { MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { Eyebrow } from '../../ui/eyebrow';

/** The coverage box of a city page: neighbourhoods, ZIP codes and the county we serve around them. */
export function CityCoverage({
  city,
  neighborhoods,
  zips,
  county,
  countyHref,
}: {
  city: string;
  neighborhoods: string[];
  zips: string[];
  county: string;
  countyHref: string;
}) {
  return (
    <aside aria-labelledby="coverage-heading" className="rounded-xl border border-harbor-200 bg-harbor-50 p-6">
      <h2 id="coverage-heading" className="flex items-center gap-2 text-2xl">
        <MapPin aria-hidden="true" className="size-6 text-harbor-700" />
        {city} Coverage
      </h2>
      <Eyebrow as="h3" tone="muted" className="mt-5">
        Neighborhoods
      </Eyebrow>
      <ul aria-label={`${city} neighborhoods`} className="mt-2 flex flex-wrap gap-2">
        {neighborhoods.map((name) => (
          <li key={name} className="rounded-full border border-harbor-200 bg-white px-3 py-1 text-sm">
            {name}
          </li>
        ))}
      </ul>
      <Eyebrow as="h3" tone="muted" className="mt-5">
        ZIP codes
      </Eyebrow>
      <ul aria-label={`${city} ZIP codes`} className="mt-2 flex flex-wrap gap-2">
        {zips.map((zip) => (
          <li key={zip} className="rounded-md bg-harbor-700 px-3 py-1 font-mono text-sm text-white">
            {zip}
          </li>
        ))}
      </ul>
      <p className="mt-5 text-sm leading-relaxed text-ink-soft">
        No travel fees in {city} or anywhere else in{' '}
        <Link href={countyHref} className="font-semibold text-harbor-700 underline">
          {county}
        </Link>
        .
      </p>
    </aside>
  );
}
