import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { salespersonRegistrationMessage } from '../../shared/salesperson-registration';
import { personRegistrationPath, teamPath } from '../../shared/staff-api-paths';
import { accountApi } from '../../shared/api/account';
import type { TeamAnswer } from '../../shared/team';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { appWithOwnerAccount } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
let owner: request.Agent;
let designerId: number;

beforeEach(async () => {
  ctx = await appWithOwnerAccount();
  designerId = (await addTestStaff(ctx.db, 'designer')).id;
  owner = await signedInAgent(ctx.app);
});
afterEach(() => ctx.cleanup());

describe("a person's salesperson registration (Team)", () => {
  it('the owner sets it, written the usual way; Team lists it, Activity records it, the person reads their own', async () => {
    const res = await owner.put(personRegistrationPath(designerId)).send({ salespersonRegistration: ' slp 0123456 ' });
    expect(res.status).toBe(200);
    expect(res.body.person).toMatchObject({ id: designerId, salespersonRegistration: 'SLP.0123456' });
    const team = (await owner.get(teamPath)).body as TeamAnswer;
    expect(team.people.find((p) => p.id === designerId)?.salespersonRegistration).toBe('SLP.0123456');
    expect(team.people.find((p) => p.id !== designerId)?.salespersonRegistration).toBeNull();
    expect(
      ctx.db.$client
        .prepare(
          "SELECT actor_id, subject_type, subject_id, detail FROM activity_log WHERE action = 'salesperson-registration-changed'",
        )
        .all(),
    ).toEqual([{ actor_id: 1, subject_type: 'person', subject_id: designerId, detail: 'Test designer: SLP.0123456' }]);

    const designer = await signedInAgent(ctx.app, 'designer@example.com');
    const own = await designer.get(accountApi.registration.path);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ salespersonRegistration: 'SLP.0123456' });
    expect((await owner.get(accountApi.registration.path)).body).toEqual({ salespersonRegistration: null });
  });

  it('an empty field clears it', async () => {
    await owner.put(personRegistrationPath(designerId)).send({ salespersonRegistration: 'SLP.0123456' });
    const res = await owner.put(personRegistrationPath(designerId)).send({ salespersonRegistration: '' });
    expect(res.status).toBe(200);
    expect(res.body.person.salespersonRegistration).toBeNull();
    expect(
      ctx.db.$client.prepare('SELECT salesperson_registration AS r FROM staff WHERE id = ?').get(designerId),
    ).toEqual({
      r: null,
    });
  });

  it('refuses a malformed number with one sentence, an unknown person, and anyone but an owner', async () => {
    const bad = await owner.put(personRegistrationPath(designerId)).send({ salespersonRegistration: '0123456' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(`Please check the form: ${salespersonRegistrationMessage}`);
    expect(bad.body.fieldErrors).toEqual({ salespersonRegistration: [salespersonRegistrationMessage] });

    const nobody = await owner.put(personRegistrationPath(999)).send({ salespersonRegistration: 'SLP.0123456' });
    expect(nobody.status).toBe(404);

    const designer = await signedInAgent(ctx.app, 'designer@example.com');
    const own = await designer.put(personRegistrationPath(designerId)).send({ salespersonRegistration: 'SLP.0123456' });
    expect(own.status).toBe(403);
    expect(own.body.error).toBe('Your role does not allow this');
    expect((await request(ctx.app).get(accountApi.registration.path)).status).toBe(401);
  });
});
