// zod/mini, with the zod types the public forms already load (see api/lean-inputs.ts): the
// proposal page checks a signature with these before sending it (the contract, a change order, the
// sign-off).
import * as z from 'zod/mini';
import { rewritten } from '../api/lean-inputs';
import { shownAs } from '../api/lean-schemas';
import { oneLine } from '../form-rules';

/** JSON's true, or a ticked checkbox's "on" from a plain form. */
const isTicked = (v: unknown) => v === true || v === 'on' || v === 'true';

/** A ticked box, read as true; anything else is refused before it is read. */
export const tickedBox = (error: string) =>
  rewritten(
    z.custom<unknown>(isTicked, {
      error,
      ...shownAs({ type: ['boolean', 'string'], description: 'true, or "on" from a ticked checkbox' }),
    }),
    () => true as const,
  );

/** A box the signer may leave unticked: ticked, or false, or left out (a plain form's unticked box, read as undefined). */
export const optionalBox = (error: string) =>
  z.optional(
    rewritten(
      z.custom<unknown>((v) => v === false || isTicked(v), {
        error,
        ...shownAs({ type: ['boolean', 'string'], description: 'true or false, or "on" from a ticked checkbox' }),
      }),
      isTicked,
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
