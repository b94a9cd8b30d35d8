import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { priceBookPath } from '../../../../shared/api/public-paths';
import type { priceBookApi } from '../../../../shared/api/price-book';
import type { AnswerOf } from '../../../../shared/api/route';
import { designToQuery, designQueryFields as f } from '../../../../shared/design/design-query';
import { ceilingFieldLabel, designLimits, wallFieldLabel } from '../../../../shared/design/design-rules';
import type { Design } from '../../../../shared/design/design';
import { finishes, hardwareFinishes } from '../../../../shared/design/finishes';
import { planQueryParam } from '../../../../shared/design/plan-summary';
import type { PublicPriceBook } from '../../../../shared/design/price-book';
import { estimateConfirmation, formatEstimate, priceDesign, quantityText } from '../../../../shared/design/pricing';
import { changeSectionKind, splitSection, type EditResult } from '../../../../shared/design/section-edits';
import { kindsForSpace, sectionKindLabels, type SectionKind } from '../../../../shared/design/section-kinds';
import { spaceTypes, spaceTypeSlug } from '../../../../shared/design/space-types';
import { planPage as copy } from '../content/plan';
import { useSiteData } from '../../lib/site-data';
import { useEarlyInput } from '../../lib/use-early-input';
import { useHydrated } from '../../lib/use-hydrated';
import { Button, buttonVariants } from '../../ui/button';
import { formatDollars } from '../../../../shared/money';
import { fieldsFromSearch, planState, wallCountField, withField, type PlanFields } from './plan-fields';
import { WallDrawingFrame } from '../../ui/walls/wall-drawing-frame';
import { SectionList } from '../../ui/walls/wall-elevation';

const formId = 'plan-form';

const inputClass =
  'mt-1 block w-full rounded-md border border-harbor-200 bg-white px-3 py-2 text-base text-ink-text aria-[invalid=true]:border-red-700';

function Field({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => React.ReactNode;
}) {
  const id = `plan-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-text">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The price book the estimate uses: the server's (a rendered plan's), then the live one. */
function usePriceBook(): { book?: PublicPriceBook; failed: boolean } {
  const rendered = useSiteData().priceBook;
  const live = useQuery<AnswerOf<typeof priceBookApi.read>>({ queryKey: [priceBookPath] });
  return { book: live.data?.priceBook ?? rendered, failed: live.isError };
}

function Estimate({ design }: { design: Design }) {
  const { book, failed } = usePriceBook();
  if (!book) {
    return <p>{failed ? 'Our prices could not be loaded; your designer will quote your plan.' : copy.estimating}</p>;
  }
  const estimate = priceDesign(design, book);
  return (
    <>
      <p className="text-2xl font-semibold text-harbor-900">{formatEstimate(estimate.range)}</p>
      <p className="mt-1 text-sm text-ink-muted">{estimateConfirmation}</p>
      <h3 className="mt-6 text-lg">{copy.includedHeading}</h3>
      <ul className="mt-2 divide-y divide-harbor-100 text-sm">
        {estimate.lineItems.map((item) => (
          <li key={item.label} className="flex justify-between gap-4 py-1.5">
            <span>
              {item.label}
              {quantityText(item)}
            </span>
            <span>{formatDollars(item.amount * 100)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function SectionControls({
  design,
  wall,
  onEdit,
}: {
  design: Design;
  wall: number;
  onEdit: (result: EditResult, wall: number) => void;
}) {
  const kinds = kindsForSpace(design.spaceType);
  const name = design.walls[wall]!.name;
  return (
    <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {design.walls[wall]!.sections.map((section, i) => {
        const label = copy.kindLabel(i + 1, name);
        return (
          <li key={i} className="flex flex-wrap items-center gap-2">
            <select
              aria-label={label}
              value={section.kind}
              className="rounded-md border border-harbor-200 bg-white px-2 py-1"
              onChange={(e) =>
                onEdit(changeSectionKind(design, { wall, section: i, kind: e.target.value as SectionKind }), wall)
              }
            >
              {kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {sectionKindLabels[kind]}
                </option>
              ))}
            </select>
            <span>{section.widthIn} in</span>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              aria-label={`${copy.splitLabel} ${label.toLowerCase()}`}
              onClick={() => onEdit(splitSection(design, { wall, section: i }), wall)}
            >
              {copy.splitLabel}
            </Button>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The planner: a GET form the server renders for any plan's address (no JavaScript needed), which
 * with JavaScript redraws the walls and the estimate on every change and lets a section be
 * changed or split, keeping the address in step.
 */
export function Planner({ search }: { search: string }) {
  const hydrated = useHydrated();
  const [fields, setFields] = useState<PlanFields>(() => fieldsFromSearch(search));
  const [refusal, setRefusal] = useState<{ wall: number; reason: string }>();
  const state = planState(fields);
  const { design, errors } = state;

  useEffect(() => {
    if (design) window.history.replaceState(window.history.state, '', `/plan?${designToQuery(design)}`);
  }, [design ? designToQuery(design) : '']); // eslint-disable-line react-hooks/exhaustive-deps

  const set = (name: string, value: string) => {
    setRefusal(undefined);
    setFields((current) => withField(current, name, value));
  };
  // A space, a width or a finish chosen before the script ran is the plan's, as if chosen after.
  useEarlyInput(formId, (input) =>
    setFields((current) =>
      Object.entries(input).reduce((next, [name, [given = '']]) => withField(next, name, given), current),
    ),
  );
  const onEdit = (result: EditResult, wall: number) => {
    if (!result.ok) return setRefusal({ wall, reason: result.reason });
    setRefusal(undefined);
    setFields((current) => ({
      ...fieldsFromSearch(designToQuery(result.design)),
      ...(current[wallCountField] ? { [wallCountField]: current[wallCountField] } : {}),
    }));
  };
  const value = (name: string) => fields[name] ?? '';
  /** A length in inches, typed freely and checked as the plan is drawn. */
  const inchesField = (name: string, label: string) => (
    <Field key={name} name={name} label={label} error={errors[name]}>
      {(props) => (
        <input
          {...props}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          value={value(name)}
          onChange={(e) => set(name, e.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
  /** One of a list: each choice is [value, what the person reads]. */
  const choiceField = (name: string, label: string, chosen: string, choices: (readonly [string, string])[]) => (
    <Field name={name} label={label} error={errors[name]}>
      {(props) => (
        <select
          {...props}
          name={name}
          value={chosen}
          onChange={(e) => set(name, e.target.value)}
          className={inputClass}
        >
          {choices.map(([choice, text]) => (
            <option key={choice} value={choice}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  // Without JavaScript the space chosen is only known once sent: offer every count (the server keeps to the space's).
  const wallChoices = hydrated ? state.maxWalls : designLimits.maxWalls;

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <form
        id={formId}
        method="get"
        action="/plan"
        aria-labelledby="plan-form-heading"
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          document.getElementById('plan-heading')?.scrollIntoView({ block: 'start' });
        }}
      >
        <h2 id="plan-form-heading" className="text-2xl">
          {copy.formHeading}
        </h2>
        {choiceField(
          f.space,
          copy.spaceLabel,
          spaceTypeSlug(state.spaceType),
          spaceTypes.map((space) => [spaceTypeSlug(space), space]),
        )}
        {wallChoices > 1
          ? choiceField(
              wallCountField,
              copy.wallCountLabel,
              String(state.wallCount),
              Array.from({ length: wallChoices }, (_, i) => [String(i + 1), String(i + 1)]),
            )
          : null}
        {state.wallNames.map((wallName, i) => inchesField(f.width(i + 1), wallFieldLabel(wallName, 'width')))}
        {inchesField(f.ceiling, ceilingFieldLabel)}
        {choiceField(
          f.finish,
          copy.finishLabel,
          value(f.finish) || finishes[0].id,
          finishes.map((finish) => [finish.id, `${finish.label} (${finish.family})`]),
        )}
        {choiceField(
          f.hardware,
          copy.hardwareLabel,
          value(f.hardware) || hardwareFinishes[0].id,
          hardwareFinishes.map((finish) => [finish.id, finish.label]),
        )}
        {Object.entries(errors)
          .filter(([key]) => /^s\d$/.test(key) || key === f.accessories)
          .map(([key, message]) => (
            <p key={key} className="text-sm text-red-700">
              {message}
            </p>
          ))}
        <Button type="submit">{copy.submitLabel}</Button>
      </form>

      <section aria-labelledby="plan-heading" className="min-w-0">
        <h2 id="plan-heading" className="text-2xl">
          {copy.planHeading}
        </h2>
        {design ? (
          <div className="mt-4 space-y-8">
            {design.walls.map((wall, w) => (
              <figure key={w} className="min-w-0">
                <figcaption className="text-lg font-semibold">
                  {wall.name}, {wall.widthIn} in
                </figcaption>
                <div className="mt-2 space-y-3">
                  <WallDrawingFrame wall={wall} ceilingIn={design.ceilingIn} />
                  <div>
                    {hydrated ? (
                      <SectionControls design={design} wall={w} onEdit={onEdit} />
                    ) : (
                      <SectionList wall={wall} />
                    )}
                    {refusal?.wall === w ? (
                      <p role="alert" className="mt-2 text-sm text-red-700">
                        {refusal.reason}
                      </p>
                    ) : null}
                  </div>
                </div>
              </figure>
            ))}
            <div aria-live="polite" aria-labelledby="estimate-heading">
              <h2 id="estimate-heading" className="text-2xl">
                {copy.estimateHeading}
              </h2>
              <div className="mt-2">
                <Estimate design={design} />
              </div>
            </div>
            {/* A full page load: the server renders /contact with the plan's summary. */}
            <a
              href={`/contact?${planQueryParam}=${encodeURIComponent(designToQuery(design))}`}
              className={buttonVariants({ size: 'lg' })}
            >
              {copy.requestLabel}
            </a>
          </div>
        ) : (
          <p className="mt-4 text-ink-muted">{copy.emptyPlan}</p>
        )}
      </section>
    </div>
  );
}
