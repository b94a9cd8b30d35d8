/** Money is stored in whole cents; these are the only ways the site writes or reads an amount. */

const usd = (fractionDigits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: 2,
  });
const withCents = usd(2);
const wholeDollars = usd(0);

/**
 * "$4,500" or "$4,750.50": the cents only when there are some. With `{ alwaysCents: true }`,
 * "$4,500.00" (the stage history and the digest e-mail, which record an amount as it was set).
 */
export function formatDollars(cents: number, options: { alwaysCents?: boolean } = {}): string {
  return (options.alwaysCents || cents % 100 ? withCents : wholeDollars).format(cents / 100);
}

/** "4500.00": a plain amount for spreadsheets (the CSV export); empty when there is none. */
export function plainDollars(cents: number | null | undefined): string {
  return cents == null ? '' : (cents / 100).toFixed(2);
}

/** Cents from what staff typed ("4,500", "$4500.50"); null when it is not a positive amount. */
export function parseDollars(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const cents = Math.round(Number(cleaned) * 100);
  return cents > 0 ? cents : null;
}
