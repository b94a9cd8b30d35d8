import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { listOutbox } from './mail/outbox';
import { createLogger } from './logger';
import { signedInAgent, testOwnerEmail, useTestPassword } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { recordTestLead } from '../test/test-lead';
import { withoutToken } from './http/token-paths';

let cleanup: (() => Promise<void>) | undefined;
afterEach(() => cleanup?.());

const linkToken = (body: string | undefined, key: string) => new RegExp(`[?&]${key}=([\\w-]+)`).exec(body ?? '')?.[1];

describe('the request log and secret links', () => {
  it('writes every token-bearing path with the token replaced', async () => {
    const raw: string[] = [];
    const ctx = createTestApp({
      seed: false,
      siteUrl: 'https://closets.example',
      logger: createLogger('info', { write: (chunk: string) => void raw.push(chunk) }),
    });
    cleanup = ctx.cleanup;
    await useTestPassword(ctx.db);
    const owner = await signedInAgent(ctx.app);

    // One live token of each kind, made the way the app makes them.
    const { bookingToken } = recordTestLead(ctx.db, 'Hana Homeowner');
    const invitation = (
      await owner.post('/api/team/invitations').send({ name: 'Ivy', email: 'ivy@example.com', role: 'office' })
    ).body.link as string;
    await request(ctx.app).post('/api/admin/forgot-password').send({ email: testOwnerEmail });
    const reset = linkToken(listOutbox(ctx.db).find((m) => m.kind === 'password-reset')?.body, 'reset');
    const feed = /calendar\/([\w-]+)\.ics/.exec((await owner.post('/api/calendar-feed')).body.url as string)?.[1];
    const tokens = {
      booking: bookingToken,
      invitation: new URL(invitation).searchParams.get('invitation') ?? '',
      reset: reset ?? '',
      feed: feed ?? '',
      proposal: 'p'.repeat(43),
    };
    for (const token of Object.values(tokens)) expect(token).toMatch(/^[\w-]{43}$/);
    raw.length = 0;

    const paths = [
      [`/book/${tokens.booking}`, '/book/:token'],
      [`/api/bookings/${tokens.booking}`, '/api/bookings/:token'],
      [`/api/bookings/${tokens.booking}/times`, '/api/bookings/:token/times', 'post'],
      [`/api/invitations/${tokens.invitation}`, '/api/invitations/:token'],
      [`/API/Invitations/${tokens.invitation}?x=1`, '/API/Invitations/:token'],
      [`/api/password-resets/${tokens.reset}`, '/api/password-resets/:token'],
      [`/api/calendar/${tokens.feed}.ics`, '/api/calendar/:token.ics'],
      [`/proposal/${tokens.proposal}`, '/proposal/:token'],
      [`/api/proposals/${tokens.proposal}/accept`, '/api/proposals/:token/accept', 'post'],
    ] as const;
    for (const [path, , method = 'get'] of paths) await request(ctx.app)[method](path).send({});

    const lines = raw.map((line) => JSON.parse(line) as { req?: { path: string } });
    expect(lines.map((line) => line.req?.path)).toEqual(paths.map(([, logged]) => logged));
    const log = raw.join('');
    for (const token of Object.values(tokens)) expect(log).not.toContain(token);
  });

  it('leaves other paths as they are', () => {
    expect(withoutToken('/api/contacts/12')).toBe('/api/contacts/12');
    expect(withoutToken('/book')).toBe('/book');
    expect(withoutToken('/booking-guide/abc')).toBe('/booking-guide/abc');
    expect(withoutToken('//book//abc')).toBe('//book/:token');
  });
});
