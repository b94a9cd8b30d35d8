import { generate } from 'otplib';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, vi } from 'vitest';
import type { RecoveryCodes, TwoFactorSetup } from '../../shared/two-factor';

export const stepMs = 30_000;

/** What the authenticator app shows `steps` time steps from now (30 seconds each). */
export const appCode = (secret: string, steps = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Sets up and turns on the authenticator app for a signed-in agent: the secret and the recovery codes. */
export async function turnOnTwoFactor(agent: TestAgent): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = (await agent.post('/api/account/two-factor/setup').expect(200)).body as TwoFactorSetup;
  const confirmed = await agent
    .post('/api/account/two-factor/confirm')
    .send({ code: await appCode(setup.secret) })
    .expect(200);
  return { secret: setup.secret, recoveryCodes: (confirmed.body as RecoveryCodes).recoveryCodes };
}

/** Halfway into a time step (so a test's codes never straddle a step boundary), with the clock stopped. */
const middleOfAStep = (): Date => new Date(Math.floor(Date.now() / stepMs) * stepMs + stepMs / 2);

/** For each test of the file, the clock stands still halfway into a time step (timers and I/O run on). */
export function stopTheClockMidStep() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(middleOfAStep());
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
