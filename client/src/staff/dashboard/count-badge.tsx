/** A small round count; `label` is read by screen readers after the number ("3 pending"). */
export function CountBadge({
  count,
  label,
  testId = 'pending-badge',
}: {
  count: number;
  label: string;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className="inline-flex min-w-6 items-center justify-center rounded-full bg-brass-700 px-2 py-0.5 text-xs font-bold text-white"
    >
      {count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}
