import { expect, test as setup } from '@playwright/test';
import { adminStatePath } from './admin-session';
import { e2eAdminEmail, e2eAdminPassword } from './fixtures';
import { fromSite } from './from-site';

// Signs in once per run through the API; the specs reuse the session (Playwright storageState).
// Signing in through the form is tested where it is the subject (admin.spec.ts).
setup('sign in as staff once', async ({ request }) => {
  // scrypt on a busy 2-core machine can take seconds.
  setup.setTimeout(60_000);
  const res = await request.post('/api/admin/login', {
    headers: fromSite,
    data: { email: e2eAdminEmail, password: e2eAdminPassword },
  });
  expect(res.status()).toBe(200);
  expect((await request.get('/api/contacts')).status()).toBe(200);
  await request.storageState({ path: adminStatePath });
});
