import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
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
