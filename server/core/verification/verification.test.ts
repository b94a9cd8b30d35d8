import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { addTestStaff } from '../../test/admin-agent';
import { recordTestLead } from '../../test/test-lead';
import { tableContents } from '../../test/table-contents';
import {
  consumeVerification,
  findVerification,
  latestVerification,
  prepareVerification,
  revokeVerifications,
  setVerificationExpiry,
  verificationState,
} from './index';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(() => {
  ctx = createTestApp({ seed: false });
});
afterEach(() => ctx.cleanup());

const hour = 3_600_000;
const newLead = () => recordTestLead(ctx.db, 'Hana Homeowner').leadId;

describe('the verification module', () => {
  it('makes 256-bit tokens and keeps only their SHA-256, found by that hash', async () => {
    const person = await addTestStaff(ctx.db, 'office');
    const { token, verification } = prepareVerification(ctx.db, { purpose: 'calendar-own', staffId: person.id });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verification.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(ctx.db.$client.serialize().toString('latin1')).not.toContain(token);
    expect(findVerification(ctx.db, 'calendar-own', token)?.staffId).toBe(person.id);
    const tokens = new Set(
      Array.from({ length: 50 }, () => prepareVerification(ctx.db, { purpose: 'booking', leadId: newLead() }).token),
    );
    expect(tokens.size).toBe(50);
  });

  it('a token opens only its own purpose; a malformed or unknown one opens nothing', async () => {
    const leadId = newLead();
    const { token } = prepareVerification(ctx.db, { purpose: 'booking', leadId });
    expect(findVerification(ctx.db, 'booking', token)?.leadId).toBe(leadId);
    expect(findVerification(ctx.db, 'proposal', token)).toBeUndefined();
    expect(findVerification(ctx.db, 'booking', `${token}x`)).toBeUndefined();
    expect(findVerification(ctx.db, 'booking', 'x'.repeat(43))).toBeUndefined();
  });

  it('looking a token up changes nothing, however often', async () => {
    const person = await addTestStaff(ctx.db, 'office');
    const { token } = prepareVerification(ctx.db, { purpose: 'password-reset', staffId: person.id });
    const before = tableContents(ctx.db);
    for (let i = 0; i < 3; i++) expect(findVerification(ctx.db, 'password-reset', token)).toBeDefined();
    expect(tableContents(ctx.db)).toBe(before);
  });

  it('a single-use token is used once; others can be used again', async () => {
    const person = await addTestStaff(ctx.db, 'office');
    const reset = prepareVerification(ctx.db, { purpose: 'password-reset', staffId: person.id }).token;
    expect(ctx.db.transaction((tx) => consumeVerification(tx, 'password-reset', reset))?.usedAt).toEqual(
      expect.any(String),
    );
    expect(consumeVerification(ctx.db, 'password-reset', reset)).toBeUndefined();
    expect(findVerification(ctx.db, 'password-reset', reset)).toBeUndefined();
    const proposal = prepareVerification(ctx.db, { purpose: 'proposal', leadId: newLead(), refId: 7 }).token;
    expect(consumeVerification(ctx.db, 'proposal', proposal)?.refId).toBe(7);
    expect(consumeVerification(ctx.db, 'proposal', proposal)?.usedAt).toBeNull();
  });

  it('a used link is not used up when the action’s transaction fails', async () => {
    const person = await addTestStaff(ctx.db, 'office');
    const { token } = prepareVerification(ctx.db, { purpose: 'password-reset', staffId: person.id });
    expect(() =>
      ctx.db.transaction((tx) => {
        consumeVerification(tx, 'password-reset', token);
        throw new Error('the action failed');
      }),
    ).toThrow('the action failed');
    expect(findVerification(ctx.db, 'password-reset', token)).toBeDefined();
  });

  it('expires at its time; without one it lasts until revoked', async () => {
    const person = await addTestStaff(ctx.db, 'office');
    const now = new Date('2027-03-01T12:00:00Z');
    const expiresAt = new Date(now.getTime() + hour);
    const { token } = prepareVerification(ctx.db, { purpose: 'password-reset', staffId: person.id, expiresAt, now });
    expect(findVerification(ctx.db, 'password-reset', token, new Date(expiresAt.getTime() - 1))).toBeDefined();
    expect(findVerification(ctx.db, 'password-reset', token, expiresAt)).toBeUndefined();
    const feed = prepareVerification(ctx.db, { purpose: 'calendar-own', staffId: person.id, now }).token;
    expect(findVerification(ctx.db, 'calendar-own', feed, new Date('2099-01-01T00:00:00Z'))).toBeDefined();
  });

  it('is revoked per person, per lead, per row, or replaced by a newer one of the same purpose', async () => {
    const dee = await addTestStaff(ctx.db, 'office', 'dee@example.com');
    const kim = await addTestStaff(ctx.db, 'office', 'kim@example.com');
    const leadId = newLead();
    const deeOwn = prepareVerification(ctx.db, { purpose: 'calendar-own', staffId: dee.id }).token;
    const deeAll = prepareVerification(ctx.db, { purpose: 'calendar-everyone', staffId: dee.id }).token;
    const kimOwn = prepareVerification(ctx.db, { purpose: 'calendar-own', staffId: kim.id }).token;
    const booking = prepareVerification(ctx.db, { purpose: 'booking', leadId }).token;
    const invitation = prepareVerification(ctx.db, { purpose: 'invitation', refId: 3 }).token;

    const kimNew = prepareVerification(ctx.db, { purpose: 'calendar-own', staffId: kim.id, replace: true });
    expect(findVerification(ctx.db, 'calendar-own', kimOwn)).toBeUndefined();
    expect(latestVerification(ctx.db, { purpose: 'calendar-own', staffId: kim.id })?.id).toBe(kimNew.verification.id);
    expect(findVerification(ctx.db, 'calendar-own', deeOwn)).toBeDefined();

    expect(revokeVerifications(ctx.db, { staffId: dee.id })).toBe(2);
    expect(findVerification(ctx.db, 'calendar-own', deeOwn)).toBeUndefined();
    expect(findVerification(ctx.db, 'calendar-everyone', deeAll)).toBeUndefined();
    expect(findVerification(ctx.db, 'calendar-own', kimNew.token)).toBeDefined();

    // recordLead issued the lead's first booking link; both end.
    expect(revokeVerifications(ctx.db, { leadId })).toBe(2);
    expect(findVerification(ctx.db, 'booking', booking)).toBeUndefined();
    expect(revokeVerifications(ctx.db, { purpose: 'invitation', refId: 3 })).toBe(1);
    expect(findVerification(ctx.db, 'invitation', invitation)).toBeUndefined();
    expect(() => revokeVerifications(ctx.db, { purpose: 'booking' })).toThrow();
  });

  it('a link replaced by a newer one says so while the newer one works; any other closed link is just dead', () => {
    const leadId = newLead();
    const subject = { purpose: 'proposal' as const, leadId, refId: 7 };
    const old = prepareVerification(ctx.db, subject).token;
    const current = prepareVerification(ctx.db, { ...subject, replace: true }).token;
    expect(verificationState(ctx.db, 'proposal', current).state).toBe('open');
    expect(verificationState(ctx.db, 'proposal', old)).toEqual({ state: 'replaced' });
    expect(verificationState(ctx.db, 'booking', old)).toEqual({ state: 'dead' });
    expect(verificationState(ctx.db, 'proposal', 'x'.repeat(43))).toEqual({ state: 'dead' });
    // Revoked without a replacement (a withdrawn proposal): both are dead, the old one included.
    revokeVerifications(ctx.db, subject);
    expect(verificationState(ctx.db, 'proposal', old)).toEqual({ state: 'dead' });
    expect(verificationState(ctx.db, 'proposal', current)).toEqual({ state: 'dead' });
  });

  it('the end of open links can be moved, or taken away, without reopening closed ones', () => {
    const leadId = newLead();
    const now = new Date('2027-03-01T12:00:00Z');
    const subject = { purpose: 'proposal' as const, leadId, refId: 7 };
    const old = prepareVerification(ctx.db, { ...subject, expiresAt: new Date(now.getTime() + hour), now }).token;
    const { token } = prepareVerification(ctx.db, {
      ...subject,
      expiresAt: new Date(now.getTime() + hour),
      replace: true,
      now,
    });
    expect(setVerificationExpiry(ctx.db, subject, null)).toBe(1);
    expect(findVerification(ctx.db, 'proposal', token, new Date('2099-01-01T00:00:00Z'))).toBeDefined();
    expect(findVerification(ctx.db, 'proposal', old, now)).toBeUndefined();
    const end = new Date(now.getTime() + 90 * 24 * hour);
    expect(setVerificationExpiry(ctx.db, subject, end)).toBe(1);
    expect(findVerification(ctx.db, 'proposal', token, new Date(end.getTime() - 1))).toBeDefined();
    expect(findVerification(ctx.db, 'proposal', token, end)).toBeUndefined();
  });
});
