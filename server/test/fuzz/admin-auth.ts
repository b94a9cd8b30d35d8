import type { Db } from '../../core/db/types';
import { testAdminPassword, testOwnerEmail, useTestPassword } from '../admin-agent';

/** Signs the fuzzer in as staff on a fuzz server and returns the headers of that session. */
export async function signInForFuzzing(server: { baseUrl: string; db: Db }): Promise<Record<string, string>> {
  await useTestPassword(server.db);
  const res = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email: testOwnerEmail, password: testAdminPassword }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`fuzz sign-in failed: ${res.status}`);
  return { cookie, origin: server.baseUrl };
}
