import { useId, useState, type FormEvent } from 'react';
import type { ScheduleDesigner } from '../../../../shared/schedule-schema';
import { fairfieldCountyTowns, newHavenCountyTowns } from '../../../../shared/service-area-towns';
import { Button } from '../../ui/button';
import { useAdminAction } from '../parts/use-admin-action';
import { saveTowns, scheduleKey } from '../api/schedule';
import { Heading } from '../parts/dashboard-section';

const counties = [
  { name: 'Fairfield County', towns: fairfieldCountyTowns },
  { name: 'New Haven County', towns: newHavenCountyTowns },
];

const townsSummary = (towns: readonly string[]) =>
  towns.length === 0 ? 'All towns' : towns.length === 1 ? towns[0]! : `${towns.length} towns`;

/** The towns a designer visits in person, by county; none ticked means every town. */
export function TownsSection({ designer }: { designer: ScheduleDesigner }) {
  const id = useId();
  const [ticked, setTicked] = useState(() => new Set(designer.towns));
  // Fifty checkboxes a designer: drawn only once opened.
  const [open, setOpen] = useState(false);
  const chosen = [...ticked].sort((a, b) => a.localeCompare(b));

  const save = useAdminAction({
    run: (towns: string[]) => saveTowns(designer, towns),
    refresh: [scheduleKey],
    done: (towns) => ({ title: `Towns saved for ${designer.name}`, description: townsSummary(towns) }),
    failed: 'Could not save the towns',
  });

  const toggle = (town: string, on: boolean) =>
    setTicked((set) => {
      const next = new Set(set);
      if (on) next.add(town);
      else next.delete(town);
      return next;
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(chosen);
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <Heading offset={3} id={`${id}-heading`} className="text-lg">
        Towns visited
      </Heading>
      <details className="mt-1" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold">
          {townsSummary(designer.towns)}
          <span className="font-normal text-ink-soft"> · change</span>
        </summary>
        {open ? (
          <form noValidate onSubmit={submit} className="grid gap-4 pt-2">
            <p id={`${id}-hint`} className="text-sm text-ink-soft">
              Tick the towns {designer.name} visits in person. With none ticked, every town. Virtual visits are open to
              every town.
            </p>
            {counties.map((county) => (
              <fieldset key={county.name} aria-describedby={`${id}-hint`}>
                <legend className="font-semibold">{county.name}</legend>
                <div className="mt-1 grid grid-cols-2 gap-x-3 sm:grid-cols-3 lg:grid-cols-4">
                  {county.towns.map((town) => (
                    <label key={town} className="flex min-h-11 items-center gap-2">
                      <input
                        type="checkbox"
                        className="size-5 shrink-0 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500"
                        checked={ticked.has(town)}
                        disabled={save.isPending}
                        onChange={(e) => toggle(town, e.target.checked)}
                      />
                      {town}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
            <p aria-live="polite" className="text-sm">
              Chosen: <span className="font-semibold">{townsSummary(chosen)}</span>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save towns'}
              </Button>
              {ticked.size > 0 ? (
                <Button type="button" variant="secondary" size="sm" onClick={() => setTicked(new Set())}>
                  Clear (all towns)
                </Button>
              ) : null}
            </div>
          </form>
        ) : null}
      </details>
    </section>
  );
}
