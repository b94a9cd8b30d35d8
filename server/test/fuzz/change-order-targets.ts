import fc from 'fast-check';
import { designArb } from '../../../shared/design/test/design-arbitraries';
import { hostileString, hostileValue, nameWithControls, oddId } from './arbitraries';
import { proposalPath } from './fuzz-proposal';
import { bodies, jsonOrFormPost, leadPath, withBody, withoutBody } from './request-makers';
import type { FuzzRequest, FuzzTarget } from './harness';

/** A change order near what the editor sends: an option, a reason, odd dates, and prices the server must drop. */
const changeOrderNear = fc.record(
  {
    reason: fc.oneof(fc.constantFrom('A shoe wall', '', 'x'.repeat(501)), hostileString),
    option: fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record({
          name: fc.oneof(fc.constant('Better'), nameWithControls),
          design: designArb,
          extraLines: fc.constantFrom([], [{ label: 'Haul away', note: '', amount: 150 }]),
          total: fc.integer(),
        }),
      },
      { weight: 1, arbitrary: hostileValue },
    ),
    startOn: fc.oneof(fc.constantFrom('2027-03-01', '2027-02-30', 'soon'), hostileString),
    completeOn: fc.oneof(fc.constantFrom('2027-03-02', '2026-01-01'), hostileString),
    differenceCents: fc.integer(),
  },
  { requiredKeys: [] },
);

/** Signing a change order near what the page sends: a number, a hash, the name and the two boxes. */
const signingNear = fc.record(
  {
    number: fc.constantFrom('1', '0', '99999', 'CO-1', 1),
    sha256: fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), hostileString),
    fullName: fc.oneof(fc.constantFrom('Fuzz Homeowner', ''), hostileString, nameWithControls),
    agreeTerms: fc.constantFrom(true, 'on', false, ''),
    agreeElectronic: fc.constantFrom(true, 'on', false, ''),
    signature: fc.oneof(fc.constantFrom('M 1 1 L 2 2', 'x'.repeat(20_001)), hostileString),
  },
  { requiredKeys: ['number'] },
);

const numberSegment = fc.oneof(fc.constantFrom('1', '2', '0', '-1', '1e3'), oddId);

/** A signed job's change orders: staff's routes and the homeowner's. */
export function changeOrderTargets(): FuzzTarget[] {
  return [
    {
      name: 'GET and PUT /api/contacts/:id/change-orders',
      routes: ['GET /api/contacts/:id/change-orders', 'PUT /api/contacts/:id/change-orders/open'],
      access: 'admin',
      runs: 120,
      requests: fc.oneof(
        { weight: 1, arbitrary: withoutBody('GET', leadPath('/change-orders')) },
        { weight: 3, arbitrary: withBody('PUT', leadPath('/change-orders/open'), bodies(changeOrderNear)) },
      ),
    },
    {
      name: 'POST /api/contacts/:id/change-orders/open/send and withdraw',
      routes: ['POST /api/contacts/:id/change-orders/open/send', 'POST /api/contacts/:id/change-orders/open/withdraw'],
      access: 'admin',
      runs: 40,
      requests: fc
        .constantFrom('/change-orders/open/send', '/change-orders/open/withdraw')
        .chain((suffix) => withBody('POST', leadPath(suffix), bodies(fc.constant({})))),
    },
    {
      name: 'GET /api/contacts/:id/change-orders/:number/pdf',
      routes: ['GET /api/contacts/:id/change-orders/:number/pdf'],
      access: 'admin',
      runs: 30,
      requests: numberSegment.chain((n) =>
        leadPath(`/change-orders/${encodeURIComponent(n)}/pdf`).map((path): FuzzRequest => ({ method: 'GET', path })),
      ),
    },
    {
      name: 'POST /api/proposals/:token/change-order/sign',
      routes: ['POST /api/proposals/:token/change-order/sign'],
      access: 'public',
      runs: 120,
      requests: jsonOrFormPost(proposalPath('/change-order/sign'), signingNear),
    },
    {
      name: 'GET /api/proposals/:token/change-orders/:number/pdf',
      routes: ['GET /api/proposals/:token/change-orders/:number/pdf'],
      access: 'public',
      runs: 30,
      requests: numberSegment.chain((n) =>
        proposalPath(`/change-orders/${encodeURIComponent(n)}/pdf`).map((path): FuzzRequest => ({
          method: 'GET',
          path,
        })),
      ),
    },
  ];
}
