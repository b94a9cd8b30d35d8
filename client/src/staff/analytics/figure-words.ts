/** How Analytics writes its figures; a figure with nothing to count yet (null) is a dash. */
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** A share as a percent, to one decimal: 0.425 is "42.5%". */
export const percentOrDash = (share: number | null) => (share === null ? '–' : percent.format(share));

/** A median in days: "12 d". */
export const daysOrDash = (days: number | null) => (days === null ? '–' : `${days} d`);
