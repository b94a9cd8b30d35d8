import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../core/auth/password-hash';
import { firstOwner } from '../core/auth/staff-accounts';
import { putSetting, settingKeys } from '../core/db/app-settings';
import { hashPassword } from '../core/auth/password-hash';
import { testScryptCost } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { prepareOwner, setOwnerPassword } from './owner-account';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(() => {
  ctx = createTestApp({ seed: false });
});
afterEach(() => ctx.cleanup());

const cost = testScryptCost;
const email = 'owner@shoreline.example';
const staffRows = () => ctx.db.$client.prepare('SELECT name, email, role, status FROM staff').all();

describe('the first owner', { timeout: 30_000 }, () => {
  it('upgrading keeps the shared password: it becomes the owner’s, with ADMIN_EMAIL', async () => {
    putSetting(ctx.db, settingKeys.adminPasswordHash, await hashPassword('the old shared password', cost));
    const logs: string[] = [];
    await prepareOwner(ctx.db, { email, log: (m) => logs.push(m), cost });
    expect(staffRows()).toEqual([{ name: 'Owner', email, role: 'owner', status: 'active' }]);
    expect(await verifyPassword('the old shared password', firstOwner(ctx.db)?.passwordHash)).toBe(true);
    expect(
      ctx.db.$client.prepare('SELECT count(*) AS n FROM app_settings WHERE key = ?').get(settingKeys.adminPasswordHash),
    ).toEqual({ n: 0 });
    expect(logs.join('\n')).toContain(email);
    // Later starts change nothing.
    await prepareOwner(ctx.db, { email: 'other@example.com', log: (m) => logs.push(m), cost });
    expect(staffRows()).toHaveLength(1);
  });

  it('without ADMIN_PASSWORD or a stored hash, a password is generated into a 0600 file beside the database, never logged', async () => {
    const logs: string[] = [];
    await prepareOwner(ctx.db, { email, log: (m) => logs.push(m), cost });
    const file = path.join(path.dirname(ctx.dbPath), 'initial-admin-password');
    const generated = fs.readFileSync(file, 'utf8').trim();
    expect(generated.length).toBeGreaterThanOrEqual(20);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(file);
    expect(logs[0]).toContain('npm run admin:password');
    expect(logs[0]).not.toContain(generated);
    const stored = firstOwner(ctx.db)?.passwordHash ?? '';
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain(generated);
    expect(await verifyPassword(generated, stored)).toBe(true);
    await prepareOwner(ctx.db, { email, log: (m) => logs.push(m), cost });
    expect(logs).toHaveLength(1);
    expect(fs.existsSync(file)).toBe(true);
    // The first change of the password deletes the file.
    await setOwnerPassword(ctx.db, 'a password chosen by staff', cost);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('ADMIN_PASSWORD becomes the owner’s password; a short or common one is refused', async () => {
    await prepareOwner(ctx.db, { envPassword: 'from the environment', email, log: () => {}, cost });
    expect(await verifyPassword('from the environment', firstOwner(ctx.db)?.passwordHash)).toBe(true);
    await prepareOwner(ctx.db, { envPassword: 'changed in the environment', email, log: () => {}, cost });
    expect(await verifyPassword('changed in the environment', firstOwner(ctx.db)?.passwordHash)).toBe(true);
    await expect(prepareOwner(ctx.db, { envPassword: 'short', email, log: () => {} })).rejects.toThrow(/12/);
    await expect(prepareOwner(ctx.db, { envPassword: 'password1234', email, log: () => {} })).rejects.toThrow(
      /too common/,
    );
  });
});
