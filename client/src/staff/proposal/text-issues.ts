import {
  isPlainText,
  isSingleLine,
  normalizeLineBreaks,
  plainTextMessage,
  singleLineMessage,
} from '../../../../shared/single-line-text';

/**
 * The API's own rules for the draft's text (shared/proposals/proposal-schema.ts), checked as the
 * designer types so the sentence shows beside its field before the save is refused.
 */
export const oneLineIssue = (field: string, value: string): string | undefined =>
  isSingleLine(value.trim()) ? undefined : singleLineMessage(field);

export const noteIssue = (field: string, value: string): string | undefined =>
  isPlainText(normalizeLineBreaks(value.trim())) ? undefined : plainTextMessage(field);
