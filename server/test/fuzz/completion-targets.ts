import fc from 'fast-check';
import { formBodies, hostileString, nameWithControls, rowIdUpTo } from './arbitraries';
import { proposalPath } from './fuzz-proposal';
import { bodies, jsonOrFormPost, leadPath, withBody, withoutBody } from './request-makers';
import type { FuzzRequest, FuzzTarget } from './harness';
import { uploadRequestsTo } from './upload-arbitraries';

const rowId = rowIdUpTo(5);
const what = fc.oneof(fc.constantFrom('Drawer front chipped', '', 'x'.repeat(201)), hostileString, nameWithControls);

/** A punch-list item near what the Completion panel sends: odd days and texts. */
const punchItem = fc.record(
  { what, fixBy: fc.constantFrom('2030-06-01', '2030-02-30', '', 'soon', '06/01/2030') },
  { requiredKeys: [] },
);

/** The office's hold-back: amounts at the edges. */
const holdBack = fc.record(
  { amountCents: fc.oneof(fc.integer({ min: -10, max: 2_000_000 }), fc.constantFrom(0.5, 1e308, '5000', null)) },
  { requiredKeys: [] },
);

/** The balance the crew took on site, near what its form sends. */
const crewBalance = fc.record(
  {
    method: fc.constantFrom('check', 'cash', 'bank_transfer', 'card', ''),
    checkNumber: fc.oneof(fc.constantFrom('2001', '', 'x'.repeat(31)), nameWithControls),
    amountCents: fc.oneof(fc.integer({ min: -10, max: 200_000_000 }), fc.constantFrom(0.5, 1e308, '5000', null)),
    receivedOn: fc.constantFrom('2026-11-27', '2099-01-01', '2026-02-30', '', 'today'),
  },
  { requiredKeys: [] },
);

/** The homeowner's sign-off near what the page sends. */
const signOff = fc.record(
  {
    fullName: fc.oneof(fc.constantFrom('Pat Payer', '', 'x'.repeat(121)), nameWithControls),
    agree: fc.oneof(fc.boolean(), fc.constantFrom('on', 'off', 1, null)),
    photosConsent: fc.oneof(fc.boolean(), fc.constantFrom('on', 'off', 'true', 1, null)),
  },
  { requiredKeys: [] },
);

/** A job's completion: staff's records and upload, and the homeowner's sign-off and punch list. */
export function completionTargets(): FuzzTarget[] {
  return [
    {
      name: 'GET and POST /api/contacts/:id/completion',
      routes: ['GET /api/contacts/:id/completion', 'POST /api/contacts/:id/completion'],
      access: 'admin',
      runs: 40,
      requests: fc
        .tuple(fc.constantFrom('GET', 'POST'), leadPath('/completion'))
        .map(([method, path]): FuzzRequest => ({ method, path })),
    },
    {
      name: 'POST /api/contacts/:id/completion/photos (multipart upload)',
      routes: ['POST /api/contacts/:id/completion/photos'],
      access: 'admin',
      runs: 40,
      requests: uploadRequestsTo('/api/contacts/1/completion/photos'),
    },
    {
      name: 'POST /api/contacts/:id/completion/punch-list and …/fixed',
      routes: [
        'POST /api/contacts/:id/completion/punch-list',
        'POST /api/contacts/:id/completion/punch-list/:itemId/fixed',
      ],
      access: 'admin',
      runs: 60,
      requests: fc.oneof(
        withBody('POST', leadPath('/completion/punch-list'), bodies(punchItem)),
        fc
          .tuple(leadPath('/completion/punch-list/'), rowId)
          .map(([lead, id]): FuzzRequest => ({ method: 'POST', path: `${lead}${encodeURIComponent(id)}/fixed` })),
      ),
    },
    {
      name: 'PUT /api/contacts/:id/completion/hold-back and POST …/photos/publish',
      routes: ['PUT /api/contacts/:id/completion/hold-back', 'POST /api/contacts/:id/completion/photos/publish'],
      access: 'admin',
      runs: 40,
      requests: fc.oneof(
        withBody('PUT', leadPath('/completion/hold-back'), bodies(holdBack)),
        withoutBody('POST', leadPath('/completion/photos/publish')),
      ),
    },
    {
      name: 'POST /api/contacts/:id/completion/balance-payment',
      routes: ['POST /api/contacts/:id/completion/balance-payment'],
      access: 'admin',
      runs: 40,
      requests: withBody('POST', leadPath('/completion/balance-payment'), bodies(crewBalance)),
    },
    {
      name: 'POST /api/proposals/:token/sign-off and …/punch-list',
      routes: ['POST /api/proposals/:token/sign-off', 'POST /api/proposals/:token/punch-list'],
      access: 'public',
      runs: 60,
      requests: fc.oneof(
        jsonOrFormPost(proposalPath('/sign-off'), signOff),
        withBody('POST', proposalPath('/punch-list'), formBodies(fc.record({ what }, { requiredKeys: [] }))),
      ),
    },
  ];
}
