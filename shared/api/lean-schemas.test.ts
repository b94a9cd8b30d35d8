import * as z from 'zod/mini';
import { z as classic } from 'zod';
import { describe, expect, it } from 'vitest';
import { numberFromText, numberInput } from './lean-inputs';
import { adminSessionSchema } from '../team';
import { passwordSignInAnswerSchema } from '../passkeys';

const user = { id: 3, name: 'Dana Office', email: 'dana@example.com', role: 'office' };

describe('answers written with z.custom', () => {
  it('a session is either shape, as it came', () => {
    for (const session of [
      { authenticated: false },
      { authenticated: true, user },
      { authenticated: true, user, twoFactorSetupRequired: true },
    ]) {
      expect(z.parse(adminSessionSchema, session)).toEqual(session);
    }
  });

  it('refuses a session of neither shape: a wrong literal, a number as text, a missing user', () => {
    for (const session of [
      { authenticated: 'true', user },
      { authenticated: true, user: { ...user, id: '3' } },
      { authenticated: true },
      { authenticated: true, user, twoFactorSetupRequired: false },
    ]) {
      expect(z.safeParse(adminSessionSchema, session).success).toBe(false);
    }
  });

  it('the sign-in answer keeps what the second step needs', () => {
    const codeOrPasskey = { authenticated: false, twoFactor: 'code', passkey: true };
    expect(z.parse(passwordSignInAnswerSchema, codeOrPasskey)).toEqual(codeOrPasskey);
    expect(z.safeParse(passwordSignInAnswerSchema, { authenticated: false, twoFactor: 'sms' }).success).toBe(false);
  });
});

/** What a parse gives: the value, or each issue's path and sentence. */
const parsed = (schema: z.core.$ZodType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? { value: result.data } : result.error.issues.map(({ path, message }) => ({ path, message }));
};

describe('inputs written without zod/mini number and transform types', () => {
  it('numberInput gives z.number()’s issues: the type, then whole, then each bound', () => {
    const lean = numberInput('Not a number', {
      whole: 'Not whole',
      problems: (value) => [value < 1 && 'Too small', value > 9 && 'Too big'],
    });
    const zod = classic
      .number({ error: 'Not a number' })
      .int({ error: 'Not whole' })
      .min(1, { error: 'Too small' })
      .max(9, { error: 'Too big' });
    for (const value of ['1', null, undefined, Number.NaN, 0, 1, 9, 10, 1.5, -1.5, 9.5, 2 ** 60, -(2 ** 60)]) {
      expect(parsed(lean, value)).toEqual(parsed(zod, value));
    }
  });

  it('numberFromText reads text that passes as a number, and refuses the rest with its sentence', () => {
    const id = numberFromText(z.string().check(z.regex(/^[1-9]\d*$/, { error: 'Not an id' })));
    expect(parsed(id, '42')).toEqual({ value: 42 });
    expect(parsed(id, '0')).toEqual([{ path: [], message: 'Not an id' }]);
  });
});
