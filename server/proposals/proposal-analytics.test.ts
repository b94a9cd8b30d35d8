import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PipelineAnalytics } from '../../shared/pipeline';
import request from 'supertest';
import { signedInAgent } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { sendTestProposal } from './test/sent-proposal';
import { appWithOwnerAccount } from '../test/owner-app';
import { linkPath } from './test/paths';

let ctx: ReturnType<typeof createTestApp>;
beforeAll(async () => {
  ctx = await appWithOwnerAccount({ rateLimits: { booking: 0 } });
});
afterAll(() => {
  vi.useRealTimers();
  return ctx.cleanup();
});

const day = 86_400_000;
const signing = (option: number) => ({
  version: 1,
  option,
  fullName: 'A Homeowner',
  agreeTerms: true,
  agreeElectronic: true,
});

async function acceptAt(token: string, option: number, at: Date) {
  vi.setSystemTime(at);
  expect((await request(ctx.app).post(linkPath.accept(token)).send(signing(option))).status).toBe(200);
}

describe('Pipeline analytics: proposals', () => {
  it('counts those sent in the period, the acceptance rate, the median days to accept and the options chosen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = new Date('2027-03-01T17:00:00Z');
    const sentAt = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
    // Sent before the 30 days: left out, though accepted within them.
    const old = sendTestProposal(ctx.db, { name: 'Old One', sentAt: sentAt(40), validUntil: '2027-12-31' });
    await acceptAt(old.token, 0, sentAt(20));
    const a = sendTestProposal(ctx.db, { name: 'Ann', sentAt: sentAt(20) });
    const b = sendTestProposal(ctx.db, { name: 'Bo', sentAt: sentAt(20) });
    const c = sendTestProposal(ctx.db, { name: 'Cy', sentAt: sentAt(10) });
    sendTestProposal(ctx.db, { name: 'Di', sentAt: sentAt(5) });
    await acceptAt(a.token, 1, sentAt(18)); // 2 days
    await acceptAt(b.token, 1, sentAt(14)); // 6 days
    await acceptAt(c.token, 2, sentAt(6)); // 4 days, then cancelled
    expect((await request(ctx.app).post(linkPath.cancel(c.token)).send({})).status).toBe(200);

    vi.setSystemTime(now);
    const agent = await signedInAgent(ctx.app);
    const res = await agent.get('/api/pipeline/analytics?days=30');
    expect(res.status).toBe(200);
    expect((res.body as PipelineAnalytics).proposals).toEqual({
      sent: 4,
      accepted: 3,
      cancelled: 1,
      acceptanceRate: 0.75,
      medianDaysToAccept: 4,
      chosen: [
        { name: 'Better', accepted: 2, share: 2 / 3 },
        { name: 'Best', accepted: 1, share: 1 / 3 },
      ],
    });
  });
});
