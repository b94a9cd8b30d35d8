import { describe, expect, it } from 'vitest';
import { jobStageOf, type JobFacts } from './job-stage';

const signed: JobFacts = {
  depositPaid: false,
  installStartsOn: null,
  completedAt: null,
  openPunchItems: 0,
  closedAt: null,
};

describe('a job’s stage', () => {
  it('goes from signed to closed as its facts come in', () => {
    const steps: [Partial<JobFacts>, string][] = [
      [{}, 'signed'],
      [{ depositPaid: true }, 'deposit-paid'],
      [{ depositPaid: true, installStartsOn: '2027-01-12' }, 'scheduled'],
      [{ depositPaid: true, installStartsOn: '2027-01-12', completedAt: '2027-01-13T21:00:00.000Z' }, 'installed'],
      [
        {
          depositPaid: true,
          installStartsOn: '2027-01-12',
          completedAt: '2027-01-13T21:00:00.000Z',
          openPunchItems: 1,
        },
        'punch-list',
      ],
      [{ completedAt: '2027-01-13T21:00:00.000Z', closedAt: '2027-01-20T15:00:00.000Z' }, 'closed'],
    ];
    expect(steps.map(([facts]) => jobStageOf({ ...signed, ...facts }))).toEqual(steps.map(([, stage]) => stage));
  });

  it('an install booked before the deposit is paid is still Scheduled: the dates are what the crew works from', () => {
    expect(jobStageOf({ ...signed, installStartsOn: '2027-01-12' })).toBe('scheduled');
  });
});
