import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { designerTownsSchema, type ScheduleDesigner } from '../../../../shared/schedule-schema';
import { fairfieldCountyTowns, newHavenCountyTowns } from '../../../../shared/service-area-towns';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { Button } from '../../ui/button';
import { FieldError } from '../../ui/field-error';
import { useAdminAction } from '../parts/use-admin-action';
import { saveTowns, scheduleKey } from '../api/schedule';
import { Heading } from '../parts/dashboard-section';

const counties = [
  { name: 'Fairfield County', towns: fairfieldCountyTowns },
  { name: 'New Haven County', towns: newHavenCountyTowns },
];

const townsSummary = (towns: readonly string[]) =>
  towns.length === 0 ? 'All towns' : towns.length === 1 ? towns[0]! : `${towns.length} towns`;

type TownsForm = { towns: string[] };

/** The towns a designer visits in person, by county; none ticked means every town. */
export function TownsSection({ designer }: { designer: ScheduleDesigner }) {
  const id = useId();
  const form = useForm<TownsForm>({
    resolver: zodResolver(designerTownsSchema),
    defaultValues: { towns: designer.towns },
  });
  const ticked = form.watch('towns');
  const error = form.formState.errors.towns?.message;
  // Fifty checkboxes a designer: drawn only once opened.
  const [open, setOpen] = useState(false);

  const save = useAdminAction({
    run: (towns: string[]) => saveTowns(designer, towns),
    refresh: [scheduleKey],
    done: (towns) => ({ title: `Towns saved for ${designer.name}`, description: townsSummary(towns) }),
    failed: 'Could not save the towns',
  });

  // The API's schema hands the towns back once each, alphabetically.
  const onValid = ({ towns }: TownsForm) =>
    save.mutate(towns, { onError: (err) => showServerFieldErrors(form, ['towns'], err) });

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
          <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4 pt-2">
            <p id={`${id}-hint`} className="text-sm text-ink-soft">
              Tick the towns {designer.name} visits in person. With none ticked, every town. Virtual visits are open to
              every town.
            </p>
            {counties.map((county) => (
              <fieldset key={county.name} aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}>
                <legend className="font-semibold">{county.name}</legend>
                <div className="mt-1 grid grid-cols-2 gap-x-3 sm:grid-cols-3 lg:grid-cols-4">
                  {county.towns.map((town) => (
                    <label key={town} className="flex min-h-11 items-center gap-2">
                      <input
                        type="checkbox"
                        value={town}
                        className="size-5 shrink-0 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500"
                        disabled={save.isPending}
                        {...form.register('towns')}
                      />
                      {town}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
            <FieldError id={`${id}-error`} message={error} />
            <p aria-live="polite" className="text-sm">
              Chosen:{' '}
              <span className="font-semibold">{townsSummary([...ticked].sort((a, b) => a.localeCompare(b)))}</span>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save towns'}
              </Button>
              {ticked.length > 0 ? (
                <Button type="button" variant="secondary" size="sm" onClick={() => form.setValue('towns', [])}>
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
