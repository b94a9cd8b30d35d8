import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { privacySections } from './privacy-policy';
import { daysBefore, monthsBefore, retention } from '../../../../shared/retention';

const securityMd = fs.readFileSync('SECURITY.md', 'utf8');
const dataKept = securityMd.slice(securityMd.indexOf('## Data kept'));
/** The bold period on the bullet that starts with `label`, e.g. "24 months". */
const periodOf = (label: string) =>
  new RegExp(`^- ${label}[^\\n]*?\\*\\*(\\d+ (?:days|months|years))\\*\\*`, 'm').exec(dataKept)?.[1];

describe('retention periods', () => {
  it('SECURITY.md states the periods of shared/retention.ts', () => {
    expect(periodOf('Consultation requests')).toBe(`${retention.leadMonths} months`);
    expect(periodOf('Requests caught by the spam trap')).toBe(`${retention.spamDays} days`);
    expect(periodOf('Notification e-mails in the outbox')).toBe(`${retention.outboxBodyDays} days`);
    expect(periodOf('Analytics counters')).toBe(`${retention.analyticsMonths} months`);
    expect(periodOf('Staff activity record')).toBe(`${retention.activityMonths} months`);
    expect(periodOf("Customers' records")).toBe(`${retention.customerYears} years`);
    expect(periodOf('Secret links')).toBe(`${retention.expiredLinkDays} days`);
  });

  it('the privacy policy page states the same periods', () => {
    const text = JSON.stringify(privacySections.find((s) => s.id === 'retention'));
    expect(text).toContain(
      `requests that do not become a signed contract, with the visit times, the photos of your space, quotes and amounts we record against them, are kept for ${retention.leadMonths} months after we receive them`,
    );
    expect(text).toContain(
      `until ${retention.customerYears} years after the job is finished or the contract is cancelled, and are then deleted automatically`,
    );
    expect(text).toContain(
      'the law allows claims on a written contract for six years, and the hardware warranty lasts a lifetime',
    );
    expect(text).toContain(`deleted after ${retention.spamDays} days`);
    expect(text).toContain(`erased from its database ${retention.outboxBodyDays} days after sending`);
    expect(text).toContain(`kept for ${retention.analyticsMonths} months`);
    expect(text).toContain(
      `for ${retention.activityMonths} months; when your request is deleted, that record keeps no name, e-mail, phone number or address`,
    );
  });

  it('counts months on the calendar and days as 24 hours, in UTC', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(monthsBefore(now, 24).toISOString()).toBe('2024-11-22T12:00:00.000Z');
    expect(daysBefore(now, 30).toISOString()).toBe('2026-10-23T12:00:00.000Z');
  });
});
