import type { Express } from 'express';
import request from 'supertest';
import { setAdminPassword } from '../core/auth/admin-password';
import type { Db } from '../core/db/types';

export const testAdminPassword = 'correct horse battery staple';
/** Cheap scrypt parameters: the tests check behaviour, not the cost. */
export const testScryptCost = { N: 2 ** 10, r: 8, p: 1 };

export function useTestPassword(db: Db): Promise<void> {
  return setAdminPassword(db, testAdminPassword, testScryptCost);
}

/** A supertest agent holding a signed-in admin session cookie. */
export async function signedInAgent(app: Express) {
  const agent = request.agent(app);
  const res = await agent.post('/api/admin/login').send({ password: testAdminPassword });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return agent;
}
