/**
 * The server's sentence for each option whose discount goes over the price book's cap: the draft
 * is saved, but only the owner or office can send it.
 */
export function DiscountWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div role="note" className="rounded-md border border-brass-700 bg-brass-100 p-3 text-sm text-ink">
      <p className="font-semibold">Discount above the price book’s limit</p>
      <ul className="mt-1 list-disc pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}
