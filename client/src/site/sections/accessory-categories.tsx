import type { AccessoryCategory } from '../content/types';
import { cardVariants } from '../../ui/card';

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Accessory categories as cards, each listing its named items with a description. */
export function AccessoryCategories({ categories }: { categories: AccessoryCategory[] }) {
  return (
    <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {categories.map(({ name, icon: Icon, items }) => {
        const headingId = `accessories-${slugOf(name)}`;
        return (
          <section key={name} aria-labelledby={headingId} className={cardVariants()}>
            <div className="mb-5 flex items-center gap-3">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brass-100 text-brass-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h2 id={headingId} className="text-2xl">
                {name}
              </h2>
            </div>
            <dl className="space-y-4">
              {items.map((item) => (
                <div key={item.name}>
                  <dt className="font-semibold text-ink">{item.name}</dt>
                  <dd className="mt-0.5 leading-relaxed text-ink-soft">{item.description}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
