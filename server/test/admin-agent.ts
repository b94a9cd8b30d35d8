import type { Express } from 'express';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { StaffRole } from '../../shared/team';
import type { InvitationSent } from '../../shared/team-schema';
import { sessionCookieName } from '../core/auth/admin-session';
import { hashPassword } from '../core/auth/password-hash';
import { addStaff } from '../core/auth/staff-accounts';
import type { Db } from '../core/db/types';
import { prepareOwner } from '../team';

export const testAdminPassword = 'correct horse battery staple';
export const testOwnerEmail = 'owner@example.com';
/** Cheap scrypt parameters: the tests check behaviour, not the cost. */
export const testScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/** The first owner, signing in with `testOwnerEmail` and `testAdminPassword`. */
export function useTestPassword(db: Db): Promise<void> {
  return prepareOwner(db, {
    envPassword: testAdminPassword,
    email: testOwnerEmail,
    log: () => {},
    cost: testScryptCost,
  });
}

/** An owner (signed-in agent) invites `person`: the answer, and the token its link carries. */
export async function invite(
  owner: TestAgent,
  person: { name: string; email: string; role: StaffRole },
): Promise<InvitationSent & { token: string }> {
  const body = (await owner.post('/api/team/invitations').send(person).expect(201)).body as InvitationSent;
  return { ...body, token: new URL(body.link).searchParams.get('invitation') ?? '' };
}

/** One more person on the team, with `testAdminPassword`. */
export async function addTestStaff(db: Db, role: StaffRole, email = `${role}@example.com`) {
  const passwordHash = await hashPassword(testAdminPassword, testScryptCost);
  return addStaff(db, { name: `Test ${role}`, email, role, passwordHash });
}

/** A supertest agent holding a signed-in session cookie (the owner's unless `email` says otherwise). */
export async function signedInAgent(app: Express, email = testOwnerEmail) {
  const agent = request.agent(app);
  const res = await agent.post('/api/admin/login').send({ email, password: testAdminPassword });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return agent;
}

/** The owner signs in through `app` (an app or a listening server): the session cookie as a browser sends it back. */
export async function ownerSessionCookie(app: Parameters<typeof request>[0]): Promise<string> {
  const res = await request(app).post('/api/admin/login').send({ email: testOwnerEmail, password: testAdminPassword });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`${sessionCookieName}=`));
  return cookie!.split(';')[0]!;
}
