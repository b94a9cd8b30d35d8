import { formatDollars } from '../../../../shared/money';

/** "+$1,200" or "−$300": a change order's difference. */
export const differenceText = (cents: number) => `${cents < 0 ? '−' : '+'}${formatDollars(Math.abs(cents))}`;
