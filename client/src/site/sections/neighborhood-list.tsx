import type { Neighborhood } from '../content/cities';

/** Neighbourhoods of a city, each with a line on its homes. */
export function NeighborhoodList({ heading, items }: { heading: string; items: Neighborhood[] }) {
  return (
    <div>
      <h3 className="text-2xl">{heading}</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.name} className="border-l-4 border-brass-300 pl-4">
            <p className="font-semibold text-ink">{item.name}</p>
            <p className="text-ink-soft">{item.note}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
