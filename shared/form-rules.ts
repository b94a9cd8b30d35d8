// zod/mini: these rules ship to the browser with the public forms (see contact-schema.ts).
import * as z from 'zod/mini';
import {
  isPlainText,
  isSingleLine,
  normalizeLineBreaks,
  plainTextMessage,
  singleLineMessage,
} from './single-line-text';

/** The field's own "… is required" error for an empty value. */
export const required = (label: string) => z.minLength(1, { error: `${label} is required`, abort: true });
const atMost = (label: string, max: number) =>
  z.maxLength(max, { error: `${label} must be at most ${max} characters`, abort: true });

/** One line of plain text (shared/single-line-text.ts), the refusal naming the field. */
export const oneLine = (label: string) => z.refine<string>(isSingleLine, { error: singleLineMessage(label) });

/** A note's checks: line breaks written one way (\n) and kept, nothing else that is not text. */
export const noteText = (label: string) =>
  [
    z.overwrite<string>(normalizeLineBreaks),
    z.refine<string>(isPlainText, { error: plainTextMessage(label) }),
  ] as const;

/** A required, trimmed one-line field with a length cap, each error naming the field. */
export const requiredText = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).check(z.trim(), required(label), atMost(label, max), oneLine(label));

/** A required, trimmed note (it may run over several lines) with a length cap, each error naming the field. */
export const requiredNote = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).check(z.trim(), required(label), atMost(label, max), ...noteText(label));

/** A required e-mail address. */
export const emailAddress = (max: number) =>
  z.pipe(
    z.string({ error: 'Email is required' }).check(z.trim(), required('Email'), atMost('Email', max)),
    z.email({ error: 'Enter a valid email address, e.g. name@example.com' }),
  );

/** Honeypot: hidden from people and assistive tech, filled in by bots. */
export const honeypot = (max: number) => z.optional(z.string().check(z.maxLength(max)));
