import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountSessions } from '../../shared/team';
import { addTestStaff, signedInAgent, testAdminPassword } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { appWithOwner } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
let owner: TestAgent;
let designer: { id: number; email: string };
beforeEach(async () => {
  ({ ctx, owner } = await appWithOwner());
  designer = await addTestStaff(ctx.db, 'designer');
});
afterEach(() => ctx.cleanup());

const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

async function designerSignIn(): Promise<TestAgent> {
  const agent = request.agent(ctx.app);
  await agent
    .post('/api/admin/login')
    .set('User-Agent', androidChrome)
    .send({ email: designer.email, password: testAdminPassword })
    .expect(200);
  return agent;
}

describe("an owner and someone else's sessions", () => {
  it('lists them (none current) and ends them all; their next request is a 401', async () => {
    const phone = await designerSignIn();
    const tablet = await designerSignIn();
    const listed = (await owner.get(`/api/team/people/${designer.id}/sessions`).expect(200)).body as AccountSessions;
    expect(listed.sessions).toHaveLength(2);
    expect(listed.sessions.every((s) => s.browser === 'Chrome on Android' && !s.current)).toBe(true);

    expect((await owner.post(`/api/team/people/${designer.id}/end-sessions`)).body).toEqual({ ended: 2 });
    for (const agent of [phone, tablet]) expect((await agent.get('/api/account/sessions')).status).toBe(401);
    expect((await owner.get(`/api/team/people/${designer.id}/sessions`)).body).toEqual({ sessions: [] });
    expect((await owner.get('/api/account/sessions')).status).toBe(200);
    const line = ctx.db.$client
      .prepare("SELECT subject_id AS subjectId, detail FROM activity_log WHERE action = 'sessions-ended'")
      .get();
    expect(line).toEqual({ subjectId: designer.id, detail: 'Test designer, 2 sessions' });
  });

  it('refuses their own sessions (Your account does that) and unknown people', async () => {
    const own = await owner.post('/api/team/people/1/end-sessions');
    expect(own.status).toBe(409);
    expect((await owner.get('/api/account/sessions')).status).toBe(200);
    expect((await owner.get('/api/team/people/99/sessions')).status).toBe(404);
    expect((await owner.post('/api/team/people/99/end-sessions')).status).toBe(404);
    expect((await owner.get('/api/team/people/x/sessions')).status).toBe(400);
  });

  it('office staff get 403 and end nothing', async () => {
    const office = await signedInAgent(ctx.app, (await addTestStaff(ctx.db, 'office')).email);
    const designerAgent = await designerSignIn();
    expect((await office.get(`/api/team/people/${designer.id}/sessions`)).status).toBe(403);
    expect((await office.post(`/api/team/people/${designer.id}/end-sessions`)).status).toBe(403);
    expect((await designerAgent.get('/api/account/sessions')).status).toBe(200);
  });
});
