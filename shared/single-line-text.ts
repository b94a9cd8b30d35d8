/**
 * What a person types that ends up in a contract, a PDF or an e-mail is exactly what they meant:
 * no line breaks in a one-line field (a name, an option's name, a line's label, an address), and in
 * no field a control or format character (\p{Cc}, \p{Cf}: NUL, escape, zero-width and the
 * bidirectional overrides such as U+202E and U+2066–2069 that reorder what a reader sees), nor a
 * lone surrogate or a Unicode line or paragraph separator. Plain functions and one regex, without
 * zod: the public forms' zod/mini schemas and the staff side's classic zod both use them.
 */
const notPlainText = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** True when `value` is one line of plain text. */
export const isSingleLine = (value: string): boolean => !notPlainText.test(value);

/** True when `value` is plain text whose only control characters are line breaks (\n). */
export const isPlainText = (value: string): boolean => !notPlainText.test(value.replaceAll('\n', ''));

/** A note as one way of breaking lines: Windows' and old Mac line ends become \n. */
export const normalizeLineBreaks = (value: string): string => value.replace(/\r\n?/g, '\n');

/** The refusal of a one-line field, naming it: "Your name must be one line of plain text (…)." */
export const singleLineMessage = (field: string): string =>
  `${field} must be one line of plain text (no line breaks or control characters).`;

/** The refusal of a note: line breaks are fine, nothing else that is not text. */
export const plainTextMessage = (field: string): string =>
  `${field} must be plain text (line breaks are fine, other control characters are not).`;
