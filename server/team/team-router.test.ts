import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InvitationSent, TeamAnswer } from '../../shared/team-schema';
import { listOutbox } from '../core/mail/outbox';
import { invite, signedInAgent, testAdminPassword, useTestPassword } from '../test/admin-agent';
import { tableContents } from '../test/table-contents';
import { createTestApp } from '../test/test-app';
import { appWithOwner } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
let owner: TestAgent;
beforeEach(async () => {
  ({ ctx, owner } = await appWithOwner({
    siteUrl: 'https://closets.example',
    gallery: { mediaDir: fs.mkdtempSync(path.join(os.tmpdir(), 'closets-media-')) },
  }));
});
afterEach(() => ctx.cleanup());

const dana = { name: 'Dana Reyes', email: 'Dana.Reyes@example.com', role: 'designer' } as const;
const chosenPassword = 'walnut shelves and brass rails';

const inviteDana = () => invite(owner, dana);

describe('invitations', () => {
  it('the Team answer says whether mail is sent (SMTP_URL), from the mail settings the app was given', async () => {
    expect(((await owner.get('/api/team')).body as TeamAnswer).mailConfigured).toBe(false);
    const withSmtp = createTestApp({ seed: false, mail: { configured: true } });
    await useTestPassword(withSmtp.db);
    const answer = (await (await signedInAgent(withSmtp.app)).get('/api/team')).body as TeamAnswer;
    expect(answer.mailConfigured).toBe(true);
    expect(((await owner.get('/api/team')).body as TeamAnswer).mailConfigured).toBe(false);
    await withSmtp.cleanup();
  });

  it('an invitation is e-mailed through the outbox with a one-time link, valid 7 days, and listed', async () => {
    const { invitation, link, token } = await inviteDana();
    expect(link).toMatch(/^https:\/\/closets\.example\/admin\?invitation=[\w-]{43}$/);
    expect(invitation).toMatchObject({ name: 'Dana Reyes', email: 'dana.reyes@example.com', role: 'designer' });
    expect(Date.parse(invitation.expiresAt) - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(Date.parse(invitation.expiresAt) - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);
    const mail = listOutbox(ctx.db).filter((row) => row.kind === 'staff-invitation');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ toAddress: 'dana.reyes@example.com', status: 'pending' });
    expect(mail[0]?.body).toContain(link);
    expect(mail[0]?.body).toContain('as\nDesigner');
    // The invitation keeps only a hash of the token (the e-mail itself carries the link).
    for (const table of ['staff_invitations', 'verifications']) {
      expect(JSON.stringify(ctx.db.$client.prepare(`SELECT * FROM ${table}`).all())).not.toContain(token);
    }
    const team = (await owner.get('/api/team')).body as TeamAnswer;
    expect(team.invitations.map((i) => i.email)).toEqual(['dana.reyes@example.com']);
    expect(team.people.map((p) => p.role)).toEqual(['owner']);
  });

  it('a bad invitation is a 400 naming the field; someone already on the team is a 409', async () => {
    const bad = await owner.post('/api/team/invitations').send({ ...dana, email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.email).toEqual(['Enter a valid e-mail address']);
    const taken = await owner.post('/api/team/invitations').send({ ...dana, email: 'OWNER@example.com' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('Someone with this e-mail is already on the team');
  });

  it('opening the link (GET) changes nothing; the password form joins the team and signs in', async () => {
    const { token } = await inviteDana();
    const before = tableContents(ctx.db);
    for (let i = 0; i < 3; i++) {
      const look = await request(ctx.app).get(`/api/invitations/${token}`);
      expect(look.body).toEqual({
        state: 'valid',
        name: 'Dana Reyes',
        email: 'dana.reyes@example.com',
        role: 'designer',
      });
    }
    expect(tableContents(ctx.db)).toBe(before);

    const designer = request.agent(ctx.app);
    const joined = await designer.post(`/api/invitations/${token}`).send({ password: chosenPassword });
    expect(joined.status).toBe(201);
    expect(joined.body).toEqual({
      authenticated: true,
      user: { id: 2, name: 'Dana Reyes', email: 'dana.reyes@example.com', role: 'designer' },
    });
    expect((await designer.get('/api/admin/session')).body.user.role).toBe('designer');
    expect((await designer.get('/api/team')).status).toBe(403);
    // The link works once.
    expect((await request(ctx.app).post(`/api/invitations/${token}`).send({ password: chosenPassword })).status).toBe(
      410,
    );
    expect((await request(ctx.app).get(`/api/invitations/${token}`)).body).toEqual({ state: 'unusable' });
    const team = (await owner.get('/api/team')).body as TeamAnswer;
    expect(team.invitations).toEqual([]);
    expect(team.people.map((p) => p.email)).toEqual(['dana.reyes@example.com', 'owner@example.com']);
  });

  it('a short or common password is refused with its reason, and the link still works', async () => {
    const { token } = await inviteDana();
    const short = await request(ctx.app).post(`/api/invitations/${token}`).send({ password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors.password).toEqual(['Use at least 12 characters']);
    const common = await request(ctx.app).post(`/api/invitations/${token}`).send({ password: 'qwertyuiop123' });
    expect(common.status).toBe(400);
    expect(common.body.error).toBe('This password is too common. Choose another.');
    expect((await request(ctx.app).get(`/api/invitations/${token}`)).body.state).toBe('valid');
  });

  it('an unknown, expired, revoked or replaced link gets one answer that names nobody', async () => {
    for (const token of ['anything', 'x'.repeat(43)]) {
      const look = await request(ctx.app).get(`/api/invitations/${token}`);
      expect(look.status).toBe(200);
      expect(look.body).toEqual({ state: 'unusable' });
    }
    const first = await inviteDana();
    ctx.db.$client
      .prepare("UPDATE verifications SET expires_at = ? WHERE purpose = 'invitation'")
      .run(new Date(Date.now() - 1000).toISOString());
    expect((await request(ctx.app).get(`/api/invitations/${first.token}`)).body).toEqual({ state: 'unusable' });
    expect(
      (await request(ctx.app).post(`/api/invitations/${first.token}`).send({ password: chosenPassword })).status,
    ).toBe(410);

    // Resending an expired invitation issues a new link; the old one no longer opens anything.
    const resent = await owner.post(`/api/team/invitations/${first.invitation.id}/resend`);
    expect(resent.status).toBe(200);
    const second = new URL((resent.body as InvitationSent).link).searchParams.get('invitation');
    expect((await request(ctx.app).get(`/api/invitations/${second}`)).body.state).toBe('valid');
    expect((await request(ctx.app).get(`/api/invitations/${first.token}`)).body).toEqual({ state: 'unusable' });
    expect(listOutbox(ctx.db).filter((row) => row.kind === 'staff-invitation')).toHaveLength(2);

    expect((await owner.delete(`/api/team/invitations/${first.invitation.id}`)).status).toBe(200);
    expect((await request(ctx.app).get(`/api/invitations/${second}`)).body).toEqual({ state: 'unusable' });
    expect((await owner.delete(`/api/team/invitations/${first.invitation.id}`)).status).toBe(404);
    expect((await owner.get('/api/team')).body.invitations).toEqual([]);
  });
});

describe('disable and enable', () => {
  it('a disabled person is signed out at once and cannot sign in; enabled, they can again', async () => {
    const { token } = await inviteDana();
    const designer = request.agent(ctx.app);
    await designer.post(`/api/invitations/${token}`).send({ password: chosenPassword }).expect(201);
    expect((await designer.get('/api/gallery')).status).toBe(200);

    const disabled = await owner.post('/api/team/people/2/disable');
    expect(disabled.body.person).toMatchObject({ name: 'Dana Reyes', status: 'disabled' });
    expect((await designer.patch('/api/gallery/1').send({ alt: 'x' })).status).toBe(401);
    expect((await designer.get('/api/admin/session')).body).toEqual({ authenticated: false });
    const signIn = { email: 'dana.reyes@example.com', password: chosenPassword };
    expect((await request(ctx.app).post('/api/admin/login').send(signIn)).status).toBe(401);
    // Disabled people keep their name in the list.
    expect(((await owner.get('/api/team')).body as TeamAnswer).people.map((p) => p.status)).toEqual([
      'disabled',
      'active',
    ]);

    await owner.post('/api/team/people/2/enable').expect(200);
    expect((await request(ctx.app).post('/api/admin/login').send(signIn)).status).toBe(200);
  });

  it('nobody disables their own account', async () => {
    const res = await owner.post('/api/team/people/1/disable');
    expect(res.status).toBe(409);
    expect(
      (
        await request(ctx.app)
          .post('/api/admin/login')
          .send({ email: 'owner@example.com', password: testAdminPassword })
      ).status,
    ).toBe(200);
  });
});
