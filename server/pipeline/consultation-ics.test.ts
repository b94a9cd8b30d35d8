import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { businessInstant } from '../../shared/business-time';
import { consultationInvite, consultationUid, staffFeed } from './consultation-ics';

const events = (ics: string) => Object.values(ical.sync.parseICS(ics)).filter((c): c is VEvent => c?.type === 'VEVENT');

function invite(day: string, cancelledAt: string | null = null) {
  const startsAt = businessInstant(day, '10:00');
  return consultationInvite({
    leadId: 7,
    homeowner: { name: 'Ann Lee', email: 'ann@example.com' },
    consultation: {
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 90 * 60_000).toISOString(),
      address: '1 Main St, Westport, CT',
      sequence: 2,
      cancelledAt,
      designerId: null,
      mode: 'in_home',
      town: 'Westport',
    },
    stamp: new Date('2026-11-24T12:00:00Z'),
  });
}

describe('consultation invitation', () => {
  it('writes 10:00 Connecticut time as UTC on both sides of each 2026 clock change', () => {
    const start = (day: string) => events(invite(day))[0]?.start.toISOString();
    expect(start('2026-03-07')).toBe('2026-03-07T15:00:00.000Z');
    expect(start('2026-03-09')).toBe('2026-03-09T14:00:00.000Z');
    expect(start('2026-10-31')).toBe('2026-10-31T14:00:00.000Z');
    expect(start('2026-11-02')).toBe('2026-11-02T15:00:00.000Z');
    expect(invite('2027-01-12')).toContain('DTSTART:20270112T150000Z');
    expect(invite('2027-07-13')).toContain('DTSTART:20270713T140000Z');
    expect(invite('2027-01-12')).not.toContain('TZID');
  });

  it('is an RFC 5546 request with the business as organizer, or a cancellation of the same UID', () => {
    const request = invite('2027-01-12');
    expect(request).toContain('METHOD:REQUEST');
    const [event] = events(request);
    expect(event?.uid).toBe(consultationUid(7));
    expect(event?.uid).toBe('consultation-7@shorelineclosets.com');
    expect(Number(event?.sequence)).toBe(2);
    expect(event?.status).toBe('CONFIRMED');
    expect(event?.location).toBe('1 Main St, Westport, CT');
    expect(request).toMatch(/ORGANIZER;CN="Shoreline Custom Closets":mailto:design@shorelineclosets\.com/);
    const cancel = invite('2027-01-12', '2026-12-01T12:00:00.000Z');
    expect(cancel).toContain('METHOD:CANCEL');
    expect(events(cancel)[0]?.status).toBe('CANCELLED');
    expect(events(cancel)[0]?.uid).toBe(event?.uid);
  });

  it('the staff feed carries first name, phone, address and rooms only', () => {
    const feed = staffFeed(
      [
        {
          leadId: 3,
          firstName: 'Jo',
          phone: '(203) 555-0190',
          rooms: ['Pantry'],
          startsAt: '2027-01-12T15:00:00.000Z',
          endsAt: '2027-01-12T16:30:00.000Z',
          address: '4 Shore Rd',
          sequence: 1,
        },
      ],
      new Date('2026-11-24T12:00:00Z'),
    );
    expect(feed).not.toContain('METHOD:');
    const [event] = events(feed);
    expect([event?.summary, event?.description, event?.location]).toEqual([
      'Consultation: Jo',
      'Phone: (203) 555-0190\nRooms: Pantry',
      '4 Shore Rd',
    ]);
    expect(feed).not.toMatch(/ATTENDEE|ORGANIZER/);
  });
});
