import { parseDollars } from '../../../../shared/money';

/**
 * register()'s options for a field that shows dollars and holds cents ("3,000.50" is 300050): text
 * that is no amount becomes NaN, which the schema refuses with its own message.
 */
export const dollarsAsCents = { setValueAs: (text: string) => parseDollars(String(text)) ?? Number.NaN };
