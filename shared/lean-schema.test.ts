import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { numberFromText, numberInput, strictObject } from './lean-schema';

/** What a parse gives: the value, or each issue's path and sentence. */
const parsed = (schema: z.core.$ZodType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? { value: result.data } : result.error.issues.map(({ path, message }) => ({ path, message }));
};

describe('the lean schemas answer as the zod schemas they stand in for', () => {
  it('strictObject refuses unknown keys as z.strictObject does: after the fields, before the refinements', () => {
    const shape = { name: zm.string().check(zm.minLength(1, { error: 'Name is required' })) };
    const refined = <S extends zm.ZodMiniObject>(object: S) =>
      object.check(zm.refine(() => false, { error: 'Refined' }));
    for (const value of [{ name: 'Dana' }, { name: '', extra: 1 }, { name: 5, a: 1, b: 2 }, 'text', null, []]) {
      expect(parsed(refined(strictObject(shape)), value)).toEqual(parsed(refined(zm.strictObject(shape)), value));
    }
  });

  it('numberInput gives z.number()’s issues: the type, then whole, then each bound', () => {
    const lean = numberInput('Not a number', {
      whole: 'Not whole',
      problems: (value) => [value < 1 && 'Too small', value > 9 && 'Too big'],
    });
    const classic = z
      .number({ error: 'Not a number' })
      .int({ error: 'Not whole' })
      .min(1, { error: 'Too small' })
      .max(9, { error: 'Too big' });
    for (const value of ['1', null, undefined, Number.NaN, 0, 1, 9, 10, 1.5, -1.5, 9.5, 2 ** 60, -(2 ** 60)]) {
      expect(parsed(lean, value)).toEqual(parsed(classic, value));
    }
  });

  it('numberFromText reads text that passes as a number, and refuses the rest with its sentence', () => {
    const id = numberFromText(zm.string().check(zm.regex(/^[1-9]\d*$/, { error: 'Not an id' })));
    expect(parsed(id, '42')).toEqual({ value: 42 });
    expect(parsed(id, '0')).toEqual([{ path: [], message: 'Not an id' }]);
  });
});
