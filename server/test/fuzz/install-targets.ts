import fc from 'fast-check';
import { hostileQuery, hostileString } from './arbitraries';
import { bodies, leadPath, withBody, withoutBody } from './request-makers';
import type { FuzzRequest, FuzzTarget } from './harness';

const day = fc.constantFrom('2027-01-04', '2027-02-30', '', '01/04/2027', 'today');

/** The office's booking near what the install form sends: odd days, times, hours and crews. */
const booking = fc.record(
  {
    days: fc.oneof(
      fc.array(
        fc.record(
          {
            day,
            start: fc.constantFrom('08:00', '24:00', '8am', ''),
            hours: fc.oneof(fc.constantFrom(8, 7.5, 0, 13, 7.3, '8', null), fc.double()),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 12 },
      ),
      fc.constant('x'),
    ),
    crew: fc.oneof(
      fc.array(fc.oneof(fc.integer({ min: -1, max: 6 }), fc.constant('2')), { maxLength: 8 }),
      fc.constant(null),
    ),
    address: fc.oneof(fc.constantFrom('14 Harbor Road', '', 'x'.repeat(201)), hostileString),
    notes: fc.oneof(fc.constant(''), hostileString),
  },
  { requiredKeys: [] },
);

/** A job's install (read, booked, cancelled) and a crew member's day. */
export function installTargets(): FuzzTarget[] {
  return [
    {
      name: 'GET, PUT and DELETE /api/contacts/:id/install',
      routes: ['GET /api/contacts/:id/install', 'PUT /api/contacts/:id/install', 'DELETE /api/contacts/:id/install'],
      access: 'admin',
      runs: 150,
      requests: fc.oneof(
        { weight: 1, arbitrary: withoutBody('GET', leadPath('/install')) },
        { weight: 1, arbitrary: withoutBody('DELETE', leadPath('/install')) },
        { weight: 4, arbitrary: withBody('PUT', leadPath('/install'), bodies(booking)) },
      ),
    },
    {
      name: 'GET /api/my-day/installs',
      routes: ['GET /api/my-day/installs'],
      access: 'admin',
      runs: 60,
      requests: fc
        .oneof(
          hostileQuery,
          day.map((d) => `day=${encodeURIComponent(d)}`),
        )
        .map((q): FuzzRequest => ({ method: 'GET', path: `/api/my-day/installs?${q}` })),
    },
  ];
}
