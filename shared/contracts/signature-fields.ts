// zod/mini, with the zod types the public forms already load (see api/lean-inputs.ts): the
// proposal page checks a signature with these before sending it (the contract, a change order, the
// sign-off).
import * as z from 'zod/mini';
import { rewritten } from '../api/lean-inputs';
import { shownAs } from '../api/lean-schemas';
import { oneLine } from '../form-rules';

/** A ticked box, JSON's true or a form's "on", read as true; anything else is refused before it is read. */
export const tickedBox = (error: string) =>
  rewritten(
    z.custom<unknown>((v) => v === true || v === 'on' || v === 'true', {
      error,
      ...shownAs({ type: ['boolean', 'string'], description: 'true, or "on" from a ticked checkbox' }),
    }),
    () => true as const,
  );

/** A box the signer may leave unticked: JSON's true or false, or a form's "on"; left out (a form's unticked box) is undefined. */
export const optionalBox = (error: string) =>
  z.optional(
    rewritten(
      z.custom<unknown>((v) => typeof v === 'boolean' || v === 'on' || v === 'true', {
        error,
        ...shownAs({ type: ['boolean', 'string'], description: 'true or false, or "on" from a ticked checkbox' }),
      }),
      (v) => v === true || v === 'on' || v === 'true',
    ),
  );

/**
 * The signer's full name, typed as their signature: trimmed, on one line, at least two characters
 * (`missing` otherwise) and at most `max`, the refusals naming the field by `label`.
 */
export const typedFullName = (missing: string, label: string, max: number) =>
  z
    .string({ error: missing })
    .check(
      z.trim(),
      z.minLength(2, { error: missing }),
      z.maxLength(max, { error: `${label} is at most ${max} characters` }),
      oneLine(label),
    );
