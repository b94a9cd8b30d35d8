import { Card } from '../../ui/card';

/** One dashboard figure. The space before the unit is a real one, so screen readers say "4.3 out of 5". */
export function StatCard({ label, value, unit }: { label: string; value: string; unit?: string }) {
  return (
    <Card className="flex flex-col p-5">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="mt-auto pt-1 font-serif text-3xl text-ink">
        {value}
        {unit ? (
          <>
            {' '}
            <span className="font-sans text-base text-ink-muted">{unit}</span>
          </>
        ) : null}
      </dd>
    </Card>
  );
}
