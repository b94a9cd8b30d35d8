import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultScheduleSettings } from '../../shared/booking';
import type { ScheduleAnswer } from '../../shared/schedule-schema';
import { putSetting, settingKeys } from '../core/db/app-settings';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { loadSchedules } from './schedule-store';
import { appWithOwner } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
let owner: TestAgent;
beforeEach(async () => ({ ctx, owner } = await appWithOwner()));
afterEach(() => ctx.cleanup());

const schedule = async (agent: TestAgent) => {
  const res = await agent.get('/api/schedule');
  expect(res.status).toBe(200);
  return res.body as ScheduleAnswer;
};
const designerAgent = async (email = 'designer@example.com') => {
  const person = await addTestStaff(ctx.db, 'designer', email);
  return { person, agent: await signedInAgent(ctx.app, email) };
};
const mondayToFriday = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

describe('GET /api/schedule', () => {
  it('on a fresh install the owner takes the visits: the default settings, business hours, every town', async () => {
    const answer = await schedule(owner);
    expect(answer).toEqual({
      settings: defaultScheduleSettings,
      designers: [{ id: 1, name: 'Owner', role: 'owner', usesBusinessHours: true, hours: [], timeOff: [], towns: [] }],
      installers: [],
      canManage: true,
    });
    expect(loadSchedules(ctx.db)).toEqual({
      settings: defaultScheduleSettings,
      designers: [{ id: 1, hours: [], timeOff: [], towns: [] }],
    });
  });

  it('once there is an active designer, the designers take the visits and the owner no longer does', async () => {
    const { person } = await designerAgent();
    expect((await schedule(owner)).designers.map((d) => d.id)).toEqual([person.id]);
    expect(loadSchedules(ctx.db).designers.map((d) => d.id)).toEqual([person.id]);
    ctx.db.$client.prepare("UPDATE staff SET status = 'disabled' WHERE id = ?").run(person.id);
    expect(loadSchedules(ctx.db).designers.map((d) => d.id)).toEqual([1]);
  });

  it('stored settings that are no longer valid read as the defaults', () => {
    putSetting(ctx.db, settingKeys.bookingSchedule, '{"visitMinutes": 5}');
    expect(loadSchedules(ctx.db).settings).toEqual(defaultScheduleSettings);
    putSetting(ctx.db, settingKeys.bookingSchedule, 'not json');
    expect(loadSchedules(ctx.db).settings).toEqual(defaultScheduleSettings);
  });

  it('signed out, every route is a 401 and nothing changes', async () => {
    expect((await request(ctx.app).get('/api/schedule')).status).toBe(401);
    const put = await request(ctx.app).put('/api/schedule/settings').send(defaultScheduleSettings);
    expect(put.status).toBe(401);
    expect(put.body).toEqual({ success: false, error: 'Sign in to continue' });
    expect((await request(ctx.app).put('/api/schedule/designers/1/hours').send({ hours: [] })).status).toBe(401);
    expect((await request(ctx.app).post('/api/schedule/designers/1/time-off').send({})).status).toBe(401);
    expect((await request(ctx.app).delete('/api/schedule/designers/1/time-off/1')).status).toBe(401);
    expect((await request(ctx.app).put('/api/schedule/designers/1/towns').send({ towns: [] })).status).toBe(401);
  });
});

describe('PUT /api/schedule/settings', () => {
  it('the owner saves the shared settings; the booking calendar uses them', async () => {
    const settings = { visitMinutes: 120, bufferMinutes: 15, minNoticeHours: 48, daysAhead: 60 };
    const res = await owner.put('/api/schedule/settings').send(settings);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ settings });
    expect((await schedule(owner)).settings).toEqual(settings);
    expect(loadSchedules(ctx.db).settings).toEqual(settings);
  });

  it('a bad value is a 400 that says what is wrong, and nothing is saved', async () => {
    const res = await owner.put('/api/schedule/settings').send({ ...defaultScheduleSettings, visitMinutes: 10 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please check the form: Visit length must be at least 30');
    expect(res.body.fieldErrors).toEqual({ visitMinutes: ['Visit length must be at least 30'] });
    const notANumber = await owner.put('/api/schedule/settings').send({ ...defaultScheduleSettings, daysAhead: 'x' });
    expect(notANumber.body.fieldErrors).toEqual({ daysAhead: ['How far ahead must be a number'] });
    expect(loadSchedules(ctx.db).settings).toEqual(defaultScheduleSettings);
  });

  it('a designer cannot change them (403); the office can', async () => {
    const { agent } = await designerAgent();
    const refused = await agent.put('/api/schedule/settings').send(defaultScheduleSettings);
    expect(refused.status).toBe(403);
    await addTestStaff(ctx.db, 'office');
    const office = await signedInAgent(ctx.app, 'office@example.com');
    expect(
      (await office.put('/api/schedule/settings').send({ ...defaultScheduleSettings, daysAhead: 14 })).status,
    ).toBe(200);
    expect(loadSchedules(ctx.db).settings.daysAhead).toBe(14);
  });
});

describe('weekly hours', () => {
  it("the owner sets a designer's hours; an empty list goes back to the business hours", async () => {
    const { person } = await designerAgent();
    const res = await owner.put(`/api/schedule/designers/${person.id}/hours`).send({ hours: mondayToFriday });
    expect(res.status).toBe(200);
    expect(res.body.designer).toMatchObject({ id: person.id, usesBusinessHours: false, hours: mondayToFriday });
    expect(loadSchedules(ctx.db).designers).toEqual([{ id: person.id, hours: mondayToFriday, timeOff: [], towns: [] }]);

    // Saving again replaces every range, it does not add to them.
    const split = [
      { weekday: 2, start: '13:00', end: '18:00' },
      { weekday: 2, start: '08:00', end: '12:00' },
    ];
    await owner.put(`/api/schedule/designers/${person.id}/hours`).send({ hours: split });
    expect(loadSchedules(ctx.db).designers[0]?.hours).toEqual([
      { weekday: 2, start: '08:00', end: '12:00' },
      { weekday: 2, start: '13:00', end: '18:00' },
    ]);

    await owner.put(`/api/schedule/designers/${person.id}/hours`).send({ hours: [] });
    const [designer] = (await schedule(owner)).designers;
    expect(designer).toMatchObject({ usesBusinessHours: true, hours: [] });
  });

  it('refuses hours a person could not mean, saying why', async () => {
    const { person } = await designerAgent();
    const url = `/api/schedule/designers/${person.id}/hours`;
    const send = async (hours: unknown) => (await owner.put(url).send({ hours })).body.error as string;
    expect(await send([{ weekday: 1, start: '17:00', end: '09:00' }])).toBe(
      'Please check the form: Start must be before end',
    );
    expect(
      await send([
        { weekday: 1, start: '08:00', end: '12:00' },
        { weekday: 1, start: '11:00', end: '15:00' },
      ]),
    ).toBe('Please check the form: The times on Monday overlap');
    expect(
      await send(['08', '10', '12', '14'].map((hour) => ({ weekday: 6, start: `${hour}:00`, end: `${hour}:30` }))),
    ).toBe('Please check the form: At most 3 time ranges on Saturday');
    expect(await send([{ weekday: 7, start: '08:00', end: '12:00' }])).toBe(
      'Please check the form: Choose a day of the week',
    );
    expect(await send([{ weekday: 1, start: '8am', end: '12:00' }])).toBe(
      'Please check the form: Enter the start time',
    );
    expect(loadSchedules(ctx.db).designers[0]?.hours).toEqual([]);
  });

  it('a designer sees and edits only their own calendar; anyone else is a 404', async () => {
    const { person: lee, agent } = await designerAgent('lee@example.com');
    const { person: kim } = await designerAgent('kim@example.com');
    const mine = await schedule(agent);
    expect(mine.canManage).toBe(false);
    expect(mine.designers.map((d) => d.id)).toEqual([lee.id]);

    expect((await agent.put(`/api/schedule/designers/${lee.id}/hours`).send({ hours: mondayToFriday })).status).toBe(
      200,
    );
    for (const id of [kim.id, 1, 999]) {
      const res = await agent.put(`/api/schedule/designers/${id}/hours`).send({ hours: mondayToFriday });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'Person not found' });
    }
    expect(loadSchedules(ctx.db).designers.find((d) => d.id === kim.id)?.hours).toEqual([]);
    expect(loadSchedules(ctx.db).designers.find((d) => d.id === lee.id)?.hours).toEqual(mondayToFriday);
  });

  it('for a manager, an unknown id or someone who takes no visits is a 404', async () => {
    await designerAgent();
    const office = await addTestStaff(ctx.db, 'office');
    for (const id of [999, office.id, 1]) {
      const res = await owner.put(`/api/schedule/designers/${id}/hours`).send({ hours: [] });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Person not found');
    }
    expect((await owner.put('/api/schedule/designers/abc/hours').send({ hours: [] })).status).toBe(404);
  });
});

describe('installers', () => {
  it('the office keeps an installer’s hours and days off (installs are booked within them); an installer has no towns and takes no visits', async () => {
    const installer = await addTestStaff(ctx.db, 'installer');
    expect((await schedule(owner)).installers).toEqual([
      expect.objectContaining({ id: installer.id, role: 'installer', usesBusinessHours: true, towns: [] }),
    ]);
    const hours = await owner.put(`/api/schedule/designers/${installer.id}/hours`).send({ hours: mondayToFriday });
    expect(hours.status).toBe(200);
    expect(hours.body.designer).toMatchObject({ id: installer.id, usesBusinessHours: false });
    const off = await owner
      .post(`/api/schedule/designers/${installer.id}/time-off`)
      .send({ from: '2030-12-24', to: '2030-12-26' });
    expect(off.status).toBe(201);
    expect((await schedule(owner)).installers[0]?.timeOff).toEqual([
      expect.objectContaining({ from: '2030-12-24', to: '2030-12-26' }),
    ]);
    const towns = await owner.put(`/api/schedule/designers/${installer.id}/towns`).send({ towns: ['Westport'] });
    expect(towns.status).toBe(404);
    expect(loadSchedules(ctx.db).designers.map((d) => d.id)).not.toContain(installer.id);
  });
});

describe('days off', () => {
  it('a designer adds and removes their own days off; the calendar skips them', async () => {
    const { person, agent } = await designerAgent();
    const url = `/api/schedule/designers/${person.id}/time-off`;
    const added = await agent.post(url).send({ from: '2027-03-15', to: '2027-03-19' });
    expect(added.status).toBe(201);
    expect(added.body.timeOff).toEqual({ id: expect.any(Number), from: '2027-03-15', to: '2027-03-19' });
    await agent.post(url).send({ from: '2027-01-04', to: '2027-01-04' });
    expect((await schedule(agent)).designers[0]?.timeOff.map((t) => t.from)).toEqual(['2027-01-04', '2027-03-15']);
    expect(loadSchedules(ctx.db).designers[0]?.timeOff).toEqual([
      { from: '2027-01-04', to: '2027-01-04' },
      { from: '2027-03-15', to: '2027-03-19' },
    ]);

    const removed = await agent.delete(`${url}/${added.body.timeOff.id}`);
    expect(removed.status).toBe(200);
    expect(loadSchedules(ctx.db).designers[0]?.timeOff).toEqual([{ from: '2027-01-04', to: '2027-01-04' }]);
    expect((await agent.delete(`${url}/${added.body.timeOff.id}`)).status).toBe(404);
  });

  it('refuses a range that ends before it starts or lasts over a year', async () => {
    const { person } = await designerAgent();
    const url = `/api/schedule/designers/${person.id}/time-off`;
    const backwards = await owner.post(url).send({ from: '2027-03-19', to: '2027-03-15' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fieldErrors).toEqual({ to: ['The last day off must be on or after the first'] });
    const tooLong = await owner.post(url).send({ from: '2027-01-01', to: '2028-01-02' });
    expect(tooLong.body.error).toBe('Please check the form: Days off can cover at most 366 days at a time');
    expect((await owner.post(url).send({ from: '2027-01-01', to: '2028-01-01' })).status).toBe(201);
    const notADay = await owner.post(url).send({ from: '2027-02-30', to: '2027-03-01' });
    expect(notADay.body.fieldErrors).toEqual({ from: ['Enter the first day off'] });
  });

  it("a day off of someone else is not removed through one's own id", async () => {
    const { person: lee, agent } = await designerAgent('lee@example.com');
    const { person: kim } = await designerAgent('kim@example.com');
    const kims = await owner
      .post(`/api/schedule/designers/${kim.id}/time-off`)
      .send({ from: '2027-05-03', to: '2027-05-03' });
    expect(kims.status).toBe(201);
    expect((await agent.delete(`/api/schedule/designers/${lee.id}/time-off/${kims.body.timeOff.id}`)).status).toBe(404);
    expect((await agent.delete(`/api/schedule/designers/${kim.id}/time-off/${kims.body.timeOff.id}`)).status).toBe(404);
    expect(loadSchedules(ctx.db).designers.find((d) => d.id === kim.id)?.timeOff).toHaveLength(1);
  });
});

describe('towns', () => {
  it('sets the towns a designer visits in person; none means every town', async () => {
    const { person, agent } = await designerAgent();
    const url = `/api/schedule/designers/${person.id}/towns`;
    const res = await agent.put(url).send({ towns: ['Westport', 'Fairfield', 'Westport'] });
    expect(res.status).toBe(200);
    expect(res.body.designer.towns).toEqual(['Fairfield', 'Westport']);
    expect(loadSchedules(ctx.db).designers[0]?.towns).toEqual(['Fairfield', 'Westport']);

    const outside = await agent.put(url).send({ towns: ['Hartford'] });
    expect(outside.status).toBe(400);
    expect(outside.body.error).toBe('Please check the form: Choose towns of the service area');
    expect(loadSchedules(ctx.db).designers[0]?.towns).toEqual(['Fairfield', 'Westport']);

    await agent.put(url).send({ towns: [] });
    expect(loadSchedules(ctx.db).designers[0]?.towns).toEqual([]);
  });
});

describe('the guard', () => {
  it('until a required two-factor setup is done, every schedule route answers 403 and changes nothing', async () => {
    const { person } = await designerAgent();
    expect((await owner.put('/api/team/settings').send({ requireTwoFactor: true })).status).toBe(200);
    const waiting = await signedInAgent(ctx.app, 'designer@example.com');
    const before = JSON.stringify(loadSchedules(ctx.db));
    const answers = await Promise.all([
      waiting.get('/api/schedule'),
      waiting.put(`/api/schedule/designers/${person.id}/hours`).send({ hours: mondayToFriday }),
      waiting.post(`/api/schedule/designers/${person.id}/time-off`).send({ from: '2027-01-04', to: '2027-01-05' }),
      waiting.delete(`/api/schedule/designers/${person.id}/time-off/1`),
      waiting.put(`/api/schedule/designers/${person.id}/towns`).send({ towns: [] }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, error: 'Set up two-factor sign-in first' });
    }
    expect(JSON.stringify(loadSchedules(ctx.db))).toBe(before);
  });

  it("a designer reaches only their own calendar: anyone else's is a 404, as for nobody", async () => {
    const { agent } = await designerAgent();
    const other = await addTestStaff(ctx.db, 'designer', 'other@example.com');
    for (const id of [other.id, 1, 999]) {
      const res = await agent.put(`/api/schedule/designers/${id}/hours`).send({ hours: mondayToFriday });
      expect([res.status, res.body.error]).toEqual([404, 'Person not found']);
    }
    expect((await schedule(agent)).designers.map((d) => d.id)).not.toContain(other.id);
  });
});
