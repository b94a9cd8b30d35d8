import fc from 'fast-check';
import {
  brokenBody,
  formBodies,
  hostileQuery,
  hostileString,
  hostileValue,
  nameWithControls,
  oddId,
  rowIdUpTo,
  validLeadWithPlan,
  validReview,
} from './arbitraries';
import { defaultPriceBook } from '../../../shared/design/price-book';
import { designArb } from '../../../shared/design/test/design-arbitraries';
import { publicPaths } from '../../../shared/paths';
import { siteEventTypes } from '../../../shared/site-events';
import { fuzzBookingToken, fuzzFeedToken, type FuzzRequest, type FuzzTarget } from './harness';
import { uploadRequests, uploadRequestsTo } from './upload-arbitraries';
import {
  bodies,
  fixedRequests,
  getWithQuery,
  requestsWithId,
  jsonOrFormPost,
  leadPath,
  withBody,
  withoutBody,
} from './request-makers';
import { proposalTargets } from './proposal-targets';
import { completionTargets } from './completion-targets';
import { paymentTargets } from './payment-targets';
import { installTargets } from './install-targets';
import { changeOrderTargets } from './change-order-targets';

/** base64url text as WebAuthn's JSON carries it, sometimes with stray characters. */
const base64urlText = (maxLength: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.uint8Array({ maxLength }).map((b) => Buffer.from(b).toString('base64url')) },
    { weight: 1, arbitrary: hostileString },
  );

/** A browser's answer to WebAuthn's create() or get(), near the expected shape (never a valid signature). */
const passkeyAnswer = (ceremony: 'create' | 'get') =>
  fc.record({
    id: base64urlText(64),
    rawId: base64urlText(64),
    type: fc.constantFrom('public-key', 'password', ''),
    response:
      ceremony === 'create'
        ? fc.record({
            clientDataJSON: base64urlText(200),
            attestationObject: base64urlText(400),
            transports: fc.array(fc.constantFrom('internal', 'usb', 'hybrid', 'x'.repeat(50)), { maxLength: 4 }),
          })
        : fc.record({
            clientDataJSON: base64urlText(200),
            authenticatorData: base64urlText(100),
            signature: base64urlText(80),
            userHandle: base64urlText(40),
          }),
    clientExtensionResults: fc.oneof(fc.constant({}), hostileValue),
  }) as unknown as fc.Arbitrary<Record<string, unknown>>;

const testimonialPatch = fc.record(
  {
    approved: fc.constantFrom('true', 'false', 'TRUE', true, 1),
    featured: fc.constantFrom('true', 'false', 'yes', false, 0),
  },
  { requiredKeys: [] },
);
const testimonialPath = rowIdUpTo(8).map((id) => `/api/testimonials/${id}`);

/** A link that sets a password (an invitation, a reset): read it, or send it a new password. */
const passwordLinkRequests = (base: string) => {
  const linkPath = fc.oneof(oddId, fc.base64String({ maxLength: 60 })).map((t) => `${base}/${encodeURIComponent(t)}`);
  return fc.oneof(
    withoutBody('GET', linkPath),
    withBody('POST', linkPath, bodies(fc.record({ password: fc.oneof(hostileString, fc.string({ minLength: 12 })) }))),
  );
};

/** The live booking link mostly, else a dead, malformed or hostile one. */
const bookingToken = fc.oneof(
  { weight: 4, arbitrary: fc.constant(fuzzBookingToken) },
  { weight: 1, arbitrary: fc.stringMatching(/^[\w-]{43}$/) },
  { weight: 1, arbitrary: oddId },
);
const bookingPath = (suffix = '') => bookingToken.map((t) => `/api/bookings/${encodeURIComponent(t)}${suffix}`);
/** A homeowner's choice near what the booking page sends: a start on the half hour in the coming weeks. */
const bookingChoice = fc.record(
  {
    slot: fc
      .integer({ min: 1, max: 40 * 48 })
      .map((halfHours) => new Date(Math.ceil(Date.now() / 1_800_000 + halfHours) * 1_800_000).toISOString()),
    mode: fc.constantFrom('in_home', 'virtual', 'In-home', ''),
    town: fc.constantFrom('Westport', 'Guilford', '', 'Boston', 'constructor'),
    address: fc.oneof(fc.constant('12 Harbor Rd'), hostileString, nameWithControls),
  },
  { requiredKeys: ['slot', 'mode'] },
);

/** Amounts in cents at and past the ends of the amount rule ($1.00 to $1,000,000.00), and absurd ones. */
const amountEdges = fc.constantFrom(
  -100_000_000,
  -1,
  0,
  99,
  100,
  100_000_000,
  100_000_001,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
);

/** A deposit or progress share: whole and two-decimal percents, one-third exactly, and what fails. */
const share = fc.oneof(
  fc.integer({ min: -5, max: 105 }),
  fc.constantFrom(100 / 3, 33.33, 33.333, 12.5, 50.01, '50', null, Number.NaN, 1e308),
);

/** A price book with each amount sometimes off: negative, fractional, huge, text or missing. */
const priceBookNear = (() => {
  const amount = fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0, max: 2000 }) },
    { weight: 1, arbitrary: fc.constantFrom(-1, 0.5, 1e9, Number.MAX_SAFE_INTEGER, '200', null) },
  );
  const pricesOf = (record: Record<string, number>) =>
    fc.record(Object.fromEntries(Object.keys(record).map((key) => [key, amount])), { requiredKeys: [] });
  return fc.record({
    sectionPrices: pricesOf(defaultPriceBook.sectionPrices),
    finishMultipliers: pricesOf(defaultPriceBook.finishMultipliers),
    hardwareMultipliers: pricesOf(defaultPriceBook.hardwareMultipliers),
    accessoryPrices: pricesOf(defaultPriceBook.accessoryPrices),
    installationMinimum: amount,
    spread: fc.oneof(fc.double({ min: -1, max: 2 }), fc.constant(0.15)),
    maxDiscountPercent: fc.oneof(fc.integer({ min: -5, max: 105 }), fc.constantFrom(15.5, '15', null, 1e308)),
    depositPercent: share,
    progressPercent: share,
  });
})();

/** A proposal draft near what the editor sends: designs that pass and fail, odd names, days and deposits. */
const proposalDraftNear = (() => {
  const option = fc.record(
    {
      name: fc.oneof(fc.constantFrom('Good', 'Better', 'Best', '', ' '), hostileString, nameWithControls),
      design: fc.oneof({ weight: 3, arbitrary: designArb }, { weight: 1, arbitrary: hostileValue }),
      extraLines: fc.oneof(
        {
          weight: 3,
          arbitrary: fc.array(
            fc.record(
              {
                label: fc.oneof(fc.constant('Remove old wire shelving'), hostileString, nameWithControls),
                note: fc.oneof(fc.constant(''), hostileString, nameWithControls),
                amount: fc.oneof(
                  fc.integer({ min: -200_000, max: 200_000 }),
                  fc.constantFrom(0.5, '150', null, -0, 1e308, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
                ),
              },
              { requiredKeys: [] },
            ),
            { maxLength: 12 },
          ),
        },
        // Totals at and past the amount rule's ends: ten lines of the largest discount or charge.
        {
          weight: 1,
          arbitrary: fc
            .tuple(fc.constantFrom(-100_000, 100_000, -99_999, 99_999), fc.integer({ min: 1, max: 10 }))
            .map(([amount, count]) => Array.from({ length: count }, () => ({ label: 'Discount', note: '', amount }))),
        },
      ),
      total: fc.integer(),
    },
    { requiredKeys: ['name', 'design'] },
  );
  const day = fc.oneof(fc.constantFrom('2027-02-13', '2027-02-30', '13/02/2027', ''), fc.string());
  return fc.record({
    options: fc.array(option, { maxLength: 4 }),
    workAddress: fc.oneof(fc.constant('14 Harbor Road'), hostileString, nameWithControls),
    noteToHomeowner: fc.oneof(fc.constant(''), hostileString, nameWithControls),
    validUntil: day,
    depositPercent: share,
    progressPercent: share,
    startOn: day,
    completeOn: day,
  });
})();

/**
 * Every API endpoint in the tree. New endpoints (admin sign-in, sessions, contact search, CSV
 * export, lead status) are added here with `access: 'admin'` where staff-only.
 */
export const fuzzTargets: FuzzTarget[] = [
  {
    name: 'POST /api/contact',
    routes: ['POST /api/contact'],
    access: 'public',
    runs: 1000,
    requests: withBody('POST', '/api/contact', bodies(validLeadWithPlan)),
  },
  {
    name: 'POST /api/contact (form post without JavaScript)',
    routes: ['POST /api/contact'],
    access: 'public',
    runs: 600,
    requests: withBody('POST', '/api/contact', formBodies(validLeadWithPlan)),
  },
  {
    name: 'GET /api/bookings/:token',
    routes: ['GET /api/bookings/:token'],
    access: 'public',
    runs: 200,
    requests: fc
      .tuple(bookingPath(), hostileQuery)
      .map(([p, q]): FuzzRequest => ({ method: 'GET', path: `${p}?${q}` })),
  },
  {
    name: 'POST /api/bookings/:token',
    routes: ['POST /api/bookings/:token'],
    access: 'public',
    runs: 300,
    requests: jsonOrFormPost(bookingPath(), bookingChoice),
  },
  {
    name: 'POST /api/bookings/:token/cancel',
    routes: ['POST /api/bookings/:token/cancel'],
    access: 'public',
    runs: 100,
    requests: jsonOrFormPost(bookingPath('/cancel'), fc.constant({})),
  },
  {
    name: 'POST /api/bookings/:token/times',
    routes: ['POST /api/bookings/:token/times'],
    access: 'public',
    runs: 100,
    requests: jsonOrFormPost(bookingPath('/times'), bookingChoice),
  },
  {
    name: 'POST /api/bookings/:token/photos (multipart upload)',
    routes: ['POST /api/bookings/:token/photos'],
    access: 'public',
    runs: 150,
    requests: uploadRequestsTo(`/api/bookings/${fuzzBookingToken}/photos`),
  },
  {
    name: 'POST /api/events',
    routes: ['POST /api/events'],
    access: 'public',
    runs: 500,
    requests: withBody(
      'POST',
      '/api/events',
      bodies(
        fc.record({
          type: fc.oneof(fc.constantFrom(...siteEventTypes), fc.string({ maxLength: 10 })),
          path: fc.oneof(
            fc.constantFrom(...publicPaths, '/admin', '/nope', '/city/westport/', ''),
            fc.string({ maxLength: 1200 }),
          ),
        }),
      ),
    ),
  },
  {
    name: 'GET /api/testimonials',
    routes: ['GET /api/testimonials'],
    access: 'public',
    // Staff get paging, filter and search on the same call.
    alsoSignedIn: true,
    runs: 200,
    requests: hostileQuery.map((q) => ({ method: 'GET', path: `/api/testimonials?${q}` })),
  },
  {
    name: 'POST /api/testimonials',
    routes: ['POST /api/testimonials'],
    access: 'public',
    runs: 600,
    requests: withBody('POST', '/api/testimonials', bodies(validReview)),
  },
  {
    name: 'POST /api/testimonials (form post without JavaScript)',
    routes: ['POST /api/testimonials'],
    access: 'public',
    runs: 400,
    requests: withBody('POST', '/api/testimonials', formBodies(validReview.map((r) => ({ ...r, consent: 'on' })))),
  },
  {
    name: 'POST /api/contacts/:id/review-request',
    routes: ['POST /api/contacts/:id/review-request'],
    access: 'admin',
    runs: 300,
    requests: withBody(
      'POST',
      rowIdUpTo(8).map((id) => `/api/contacts/${id}/review-request`),
      bodies(
        fc.record(
          { town: fc.string({ maxLength: 80 }), resend: fc.constantFrom(true, false, 'yes') },
          {
            requiredKeys: ['town'],
          },
        ),
      ),
    ),
  },
  {
    name: 'PATCH /api/testimonials/:id',
    routes: ['PATCH /api/testimonials/:id'],
    access: 'admin',
    runs: 500,
    requests: withBody('PATCH', testimonialPath, bodies(testimonialPatch)),
  },
  {
    name: 'DELETE /api/testimonials/:id',
    routes: ['DELETE /api/testimonials/:id'],
    access: 'admin',
    runs: 300,
    requests: fc.oneof(
      testimonialPath.map((path) => ({ method: 'DELETE', path })),
      withBody('DELETE', testimonialPath, bodies(testimonialPatch)),
    ),
  },
  {
    name: 'GET /api/contacts',
    routes: ['GET /api/contacts'],
    access: 'admin',
    runs: 300,
    requests: hostileQuery.map((q) => ({ method: 'GET', path: `/api/contacts?${q}` })),
  },
  {
    name: 'GET /api/contacts.csv',
    routes: ['GET /api/contacts.csv'],
    access: 'admin',
    runs: 100,
    requests: hostileQuery.map((q) => ({ method: 'GET', path: `/api/contacts.csv?${q}` })),
  },
  {
    name: 'PATCH /api/contacts/:id',
    routes: ['PATCH /api/contacts/:id'],
    access: 'admin',
    runs: 300,
    requests: withBody(
      'PATCH',
      rowIdUpTo(8).map((id) => `/api/contacts/${id}`),
      bodies(fc.record({ status: fc.constantFrom('new', 'contacted', 'NEW', '', 1) })),
    ),
  },
  {
    name: 'PUT /api/contacts/:id/assignment',
    routes: ['PUT /api/contacts/:id/assignment'],
    access: 'admin',
    runs: 200,
    requests: withBody(
      'PUT',
      leadPath('/assignment'),
      bodies(
        fc.record({
          assignedTo: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.constant(null), hostileValue),
        }),
      ),
    ),
  },
  {
    name: 'DELETE /api/contacts/:id',
    routes: ['DELETE /api/contacts/:id'],
    access: 'admin',
    runs: 200,
    requests: requestsWithId(8, 'DELETE /api/contacts/:id'),
  },
  {
    name: 'POST /api/contacts/by-email',
    routes: ['POST /api/contacts/by-email'],
    access: 'admin',
    runs: 200,
    requests: withBody(
      'POST',
      '/api/contacts/by-email',
      bodies(
        fc.oneof(
          hostileString.map((s) => ({ email: s.slice(0, 300) })),
          fc.emailAddress().map((email) => ({ email })),
        ),
      ),
    ),
  },
  {
    name: 'POST /api/contacts/:id/stage',
    routes: ['POST /api/contacts/:id/stage'],
    access: 'admin',
    runs: 400,
    requests: withBody(
      'POST',
      leadPath('/stage'),
      bodies(
        fc.record(
          {
            stage: fc.constantFrom('new', 'contacted', 'consultation_booked', 'quoted', 'won', 'lost', 'WON', ''),
            quoteCents: fc.oneof(fc.integer(), fc.double(), fc.constant('450000'), amountEdges),
            followUpOn: fc.oneof(fc.constantFrom('2027-01-19', '2027-02-30', '19/01/2027'), fc.string()),
            finalCents: fc.oneof(fc.integer({ min: -5, max: 200_000_000 }), fc.constant(null), amountEdges),
            reason: fc.constantFrom('Price', 'Timing', 'Chose another company', 'No response', 'Other', 'price', ''),
          },
          { requiredKeys: ['stage'] },
        ),
      ),
    ),
  },
  {
    name: 'PUT and DELETE /api/contacts/:id/consultation',
    routes: ['PUT /api/contacts/:id/consultation', 'DELETE /api/contacts/:id/consultation'],
    access: 'admin',
    runs: 400,
    requests: fc.oneof(
      withBody(
        'PUT',
        leadPath('/consultation'),
        bodies(
          fc.record(
            {
              date: fc.oneof(fc.constantFrom('2027-01-12', '2026-03-08', '2026-11-01', '2027-13-01'), fc.string()),
              startTime: fc.oneof(fc.constantFrom('10:00', '02:30', '01:30', '24:00', '9:00'), fc.string()),
              lengthMinutes: fc.oneof(fc.integer({ min: -10, max: 1000 }), fc.constant('90')),
              address: hostileString.map((a) => a.slice(0, 250)),
              confirmOverlap: fc.constantFrom(true, false, 'yes'),
            },
            { requiredKeys: ['date', 'startTime', 'address'] },
          ),
        ),
      ),
      withoutBody('DELETE', leadPath('/consultation')),
    ),
  },
  {
    name: 'GET /api/contacts/:id/consultation.ics',
    routes: ['GET /api/contacts/:id/consultation.ics'],
    access: 'admin',
    runs: 100,
    requests: withoutBody('GET', leadPath('/consultation.ics')),
  },
  {
    name: 'GET and PUT /api/contacts/:id/proposal',
    routes: ['GET /api/contacts/:id/proposal', 'PUT /api/contacts/:id/proposal'],
    access: 'admin',
    runs: 400,
    requests: fc.oneof(
      { weight: 1, arbitrary: withoutBody('GET', leadPath('/proposal')) },
      { weight: 4, arbitrary: withBody('PUT', leadPath('/proposal'), bodies(proposalDraftNear)) },
    ),
  },
  {
    name: 'POST /api/contacts/:id/proposal/send',
    routes: ['POST /api/contacts/:id/proposal/send'],
    access: 'admin',
    runs: 100,
    requests: withBody('POST', leadPath('/proposal/send'), bodies(fc.constant({}))),
  },
  {
    name: 'GET /api/pipeline/agenda and analytics',
    routes: ['GET /api/pipeline/agenda', 'GET /api/pipeline/analytics'],
    access: 'admin',
    runs: 100,
    requests: getWithQuery(['/api/pipeline/agenda', '/api/pipeline/analytics']),
  },
  // The links to your own calendar feed and to the company's: when made (GET), make a new one (POST).
  ...['/api/account/calendar-feed', '/api/calendar-feed'].map((path): FuzzTarget => ({
    name: `GET and POST ${path}`,
    routes: [`GET ${path}`, `POST ${path}`],
    access: 'admin',
    runs: 50,
    requests: fc.oneof(withBody('POST', path, bodies(fc.constant({}))), getWithQuery(path)),
  })),
  {
    name: 'GET /api/calendar/:token.ics',
    routes: ['GET /api/calendar/:file'],
    access: 'public',
    runs: 200,
    requests: fc
      .oneof(
        { weight: 2, arbitrary: fc.constant(`${fuzzFeedToken}.ics`) },
        { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((tail) => `${fuzzFeedToken}.ics${tail}`) },
        { weight: 1, arbitrary: oddId },
        { weight: 1, arbitrary: fc.base64String({ minLength: 20, maxLength: 60 }).map((t) => `${t}.ics`) },
        { weight: 1, arbitrary: hostileString },
      )
      // URLSearchParams encodes lone surrogates (as U+FFFD) where encodeURIComponent throws.
      .map((t): FuzzRequest => ({
        method: 'GET',
        path: `/api/calendar/${new URLSearchParams({ t }).toString().slice(2)}`,
      })),
  },
  {
    name: 'GET /api/admin/lead-analytics',
    routes: ['GET /api/admin/lead-analytics'],
    access: 'admin',
    runs: 50,
    requests: hostileQuery.map((q) => ({ method: 'GET', path: `/api/admin/lead-analytics?${q}` })),
  },
  {
    name: 'GET /api/jobs',
    routes: ['GET /api/jobs'],
    access: 'admin',
    runs: 50,
    requests: hostileQuery.map((q) => ({ method: 'GET', path: `/api/jobs?${q}` })),
  },
  {
    name: 'POST /api/admin/login',
    routes: ['POST /api/admin/login'],
    access: 'public',
    runs: 200,
    requests: withBody(
      'POST',
      '/api/admin/login',
      bodies(fc.record({ email: fc.string({ maxLength: 300 }), password: fc.string({ maxLength: 200 }) })),
    ),
  },
  {
    name: 'POST /api/admin/login/code',
    routes: ['POST /api/admin/login/code'],
    access: 'public',
    runs: 200,
    requests: withBody(
      'POST',
      '/api/admin/login/code',
      bodies(
        fc.record({
          code: fc.oneof(
            fc.string({ unit: fc.constantFrom(...'0123456789 '), minLength: 5, maxLength: 8 }),
            fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'), maxLength: 14 }),
            hostileString.map((s) => s.slice(0, 60)),
          ),
        }),
      ),
    ),
  },
  {
    name: 'POST /api/admin/login/passkey and its options',
    routes: ['POST /api/admin/login/passkey', 'POST /api/admin/login/passkey/options'],
    access: 'public',
    runs: 200,
    requests: fc.oneof(
      fixedRequests('POST /api/admin/login/passkey/options'),
      withBody('POST', '/api/admin/login/passkey', bodies(passkeyAnswer('get'))),
    ),
  },
  {
    name: 'POST /api/gallery (multipart upload)',
    routes: ['POST /api/gallery'],
    access: 'admin',
    runs: 300,
    requests: uploadRequests,
  },
  {
    name: 'PATCH /api/gallery/:id',
    routes: ['PATCH /api/gallery/:id'],
    access: 'admin',
    runs: 300,
    requests: withBody(
      'PATCH',
      rowIdUpTo(4).map((id) => `/api/gallery/${id}`),
      bodies(
        fc.record(
          {
            alt: fc.oneof(fc.string({ maxLength: 300 }), fc.constant(null)),
            room: fc.constantFrom('pantry-storage', 'attic', '', null),
            town: fc.constantFrom('Westport', 'Boston', '', null),
            caption: fc.string({ maxLength: 160 }),
            published: fc.constantFrom(true, false, 'true'),
            move: fc.constantFrom('up', 'down', 'left'),
          },
          { requiredKeys: [] },
        ),
      ),
    ),
  },
  {
    name: 'DELETE /api/gallery/:id',
    routes: ['DELETE /api/gallery/:id'],
    access: 'admin',
    runs: 100,
    requests: requestsWithId(4, 'DELETE /api/gallery/:id'),
  },
  {
    name: 'POST /api/team/invitations',
    routes: ['POST /api/team/invitations'],
    access: 'admin',
    runs: 200,
    requests: withBody(
      'POST',
      '/api/team/invitations',
      bodies(
        fc.record({
          name: fc.oneof(
            hostileString.map((s) => s.slice(0, 150)),
            fc.constant('Dana Reyes'),
            nameWithControls,
          ),
          email: fc.oneof(
            fc.emailAddress(),
            hostileString.map((s) => s.slice(0, 300)),
          ),
          role: fc.constantFrom('owner', 'office', 'designer', 'Designer', 'admin', ''),
        }),
      ),
    ),
  },
  {
    name: 'invitation resend and revoke, person disable and enable',
    routes: [
      'POST /api/team/invitations/:id/resend',
      'DELETE /api/team/invitations/:id',
      'POST /api/team/people/:id/disable',
      'POST /api/team/people/:id/enable',
    ],
    access: 'admin',
    runs: 200,
    requests: requestsWithId(
      4,
      'POST /api/team/invitations/:id/resend',
      'DELETE /api/team/invitations/:id',
      'POST /api/team/people/:id/disable',
      'POST /api/team/people/:id/enable',
    ),
  },
  {
    name: "a person's open work and its handover (/api/team/people/:id/…)",
    routes: ['GET /api/team/people/:id/open-work', 'POST /api/team/people/:id/handover'],
    access: 'admin',
    runs: 200,
    requests: fc.oneof(
      requestsWithId(4, 'GET /api/team/people/:id/open-work'),
      withBody(
        'POST',
        rowIdUpTo(4).map((id) => `/api/team/people/${id}/handover`),
        bodies(fc.record({ to: fc.oneof(fc.integer({ min: -1, max: 5 }), hostileValue) })),
      ),
    ),
  },
  {
    name: "GET and POST a person's sessions (/api/team/people/:id/…)",
    routes: ['GET /api/team/people/:id/sessions', 'POST /api/team/people/:id/end-sessions'],
    access: 'admin',
    runs: 100,
    requests: requestsWithId(4, 'GET /api/team/people/:id/sessions', 'POST /api/team/people/:id/end-sessions'),
  },
  {
    name: "PUT a person's salesperson registration and GET your own",
    routes: ['PUT /api/team/people/:id/registration', 'GET /api/account/registration'],
    access: 'admin',
    runs: 200,
    requests: fc.oneof(
      {
        weight: 4,
        arbitrary: withBody(
          'PUT',
          rowIdUpTo(4).map((id) => `/api/team/people/${id}/registration`),
          bodies(
            fc.record({
              salespersonRegistration: fc.oneof(
                fc.constantFrom('SLP.0123456', 'slp 0123456', '', null, 'SLP.', '0123456', 42),
                hostileString,
              ),
            }),
          ),
        ),
      },
      {
        weight: 1,
        arbitrary: getWithQuery('/api/account/registration'),
      },
    ),
  },
  {
    name: 'GET, DELETE and POST /api/account/sessions',
    routes: ['GET /api/account/sessions', 'POST /api/account/sessions/end-others', 'DELETE /api/account/sessions/:id'],
    access: 'admin',
    runs: 200,
    requests: fc.oneof(
      fixedRequests('GET /api/account/sessions', 'POST /api/account/sessions/end-others'),
      fc
        .oneof(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 16, maxLength: 16 }), oddId)
        .map((id): FuzzRequest => ({ method: 'DELETE', path: `/api/account/sessions/${id}` })),
    ),
  },
  {
    name: 'POST /api/account/password',
    routes: ['POST /api/account/password'],
    access: 'admin',
    runs: 200,
    requests: withBody(
      'POST',
      '/api/account/password',
      bodies(
        fc.record({
          currentPassword: fc.oneof(hostileString, fc.string({ maxLength: 40 })),
          newPassword: fc.oneof(hostileString, fc.string({ minLength: 12 }), fc.constant('qwertyuiop123')),
          endOtherSessions: fc.constantFrom(true, false, 'true', 1, null),
        }),
      ),
    ),
  },
  {
    name: 'GET, POST and DELETE /api/account/passkeys',
    routes: [
      'GET /api/account/passkeys',
      'POST /api/account/passkeys/options',
      'POST /api/account/passkeys',
      'DELETE /api/account/passkeys/:id',
    ],
    access: 'admin',
    runs: 200,
    requests: fc.oneof(
      fixedRequests('GET /api/account/passkeys', 'POST /api/account/passkeys/options'),
      withBody(
        'POST',
        '/api/account/passkeys',
        bodies(
          fc.record(
            { response: passkeyAnswer('create'), name: fc.oneof(hostileString, fc.string({ maxLength: 80 })) },
            { requiredKeys: ['response'] },
          ),
        ),
      ),
      fc
        .oneof(base64urlText(40), oddId)
        .map((id): FuzzRequest => ({ method: 'DELETE', path: `/api/account/passkeys/${encodeURIComponent(id)}` })),
    ),
  },
  {
    name: 'POST /api/account/confirm and its passkey options',
    routes: ['POST /api/account/confirm', 'POST /api/account/confirm/passkey-options'],
    access: 'admin',
    runs: 150,
    requests: fc.oneof(
      fixedRequests('POST /api/account/confirm/passkey-options'),
      withBody(
        'POST',
        '/api/account/confirm',
        bodies(
          fc.record(
            {
              password: fc.oneof(hostileString, fc.string({ maxLength: 40 })),
              code: fc.oneof(fc.string({ unit: fc.constantFrom(...'0123456789 '), maxLength: 8 }), hostileString),
              response: passkeyAnswer('get'),
            },
            { requiredKeys: [] },
          ),
        ),
      ),
    ),
  },
  {
    name: 'GET, POST and DELETE /api/account/two-factor',
    routes: [
      'GET /api/account/two-factor',
      'POST /api/account/two-factor/setup',
      'POST /api/account/two-factor/confirm',
      'DELETE /api/account/two-factor',
    ],
    access: 'admin',
    runs: 200,
    requests: fc.oneof(
      fixedRequests('GET /api/account/two-factor', 'POST /api/account/two-factor/setup'),
      withBody(
        'POST',
        '/api/account/two-factor/confirm',
        bodies(
          fc.record({
            code: fc.oneof(
              fc.string({ unit: fc.constantFrom(...'0123456789 '), minLength: 5, maxLength: 8 }),
              hostileString,
            ),
          }),
        ),
      ),
      withBody(
        'DELETE',
        '/api/account/two-factor',
        bodies(fc.record({ password: fc.oneof(hostileString, fc.string({ maxLength: 40 })) })),
      ),
    ),
  },
  {
    name: 'GET and PUT /api/team/settings',
    routes: ['GET /api/team/settings', 'PUT /api/team/settings'],
    access: 'admin',
    runs: 100,
    requests: fc.oneof(
      fixedRequests('GET /api/team/settings'),
      withBody(
        'PUT',
        '/api/team/settings',
        bodies(fc.record({ requireTwoFactor: fc.constantFrom(true, false, 'true', 1, null) })),
      ),
    ),
  },
  {
    name: 'GET and POST /api/invitations/:token',
    routes: ['GET /api/invitations/:token', 'POST /api/invitations/:token'],
    access: 'public',
    runs: 200,
    requests: passwordLinkRequests('/api/invitations'),
  },
  {
    name: 'POST /api/admin/forgot-password',
    routes: ['POST /api/admin/forgot-password'],
    access: 'public',
    runs: 200,
    requests: withBody(
      'POST',
      '/api/admin/forgot-password',
      bodies(
        fc.record({
          email: fc.oneof(
            fc.emailAddress(),
            fc.constant('owner@example.com'),
            hostileString.map((s) => s.slice(0, 300)),
          ),
        }),
      ),
    ),
  },
  {
    name: 'GET and POST /api/password-resets/:token',
    routes: ['GET /api/password-resets/:token', 'POST /api/password-resets/:token'],
    access: 'public',
    runs: 200,
    requests: passwordLinkRequests('/api/password-resets'),
  },
  {
    name: 'GET /api/admin/session and POST /api/admin/logout',
    routes: ['GET /api/admin/session', 'POST /api/admin/logout'],
    // Signed out only: signing out signed in would end the session the other targets use.
    access: 'public',
    runs: 100,
    requests: fc.oneof(
      getWithQuery('/api/admin/session'),
      withBody('POST', '/api/admin/logout', bodies(fc.constant({}))),
    ),
  },
  {
    name: 'GET /api/team and its activity record',
    routes: ['GET /api/team', 'GET /api/team/activity'],
    access: 'admin',
    runs: 100,
    requests: getWithQuery(['/api/team', '/api/team/activity']),
  },
  {
    name: "GET a homeowner's photo of the space",
    routes: ['GET /api/contacts/:id/space-photos/:photoId/:size.jpg'],
    access: 'admin',
    runs: 100,
    requests: fc
      .tuple(rowIdUpTo(8), rowIdUpTo(4), fc.constantFrom('thumb', 'full', 'master', '..%2f..%2fsite', ''))
      .map(([lead, photo, size]): FuzzRequest => ({
        method: 'GET',
        path: `/api/contacts/${encodeURIComponent(lead)}/space-photos/${encodeURIComponent(photo)}/${size}.jpg`,
      })),
  },
  {
    name: 'GET /api/schedule and PUT /api/schedule/settings',
    routes: ['GET /api/schedule', 'PUT /api/schedule/settings'],
    access: 'admin',
    runs: 200,
    requests: fc.oneof(
      getWithQuery('/api/schedule'),
      withBody(
        'PUT',
        '/api/schedule/settings',
        bodies(
          fc.record({
            visitMinutes: fc.oneof(fc.integer({ min: 0, max: 300 }), fc.constant('90')),
            bufferMinutes: fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double()),
            minNoticeHours: fc.integer({ min: -1, max: 400 }),
            daysAhead: fc.oneof(fc.integer({ min: 0, max: 200 }), fc.constant(null)),
          }),
        ),
      ),
    ),
  },
  {
    name: 'GET /api/price-book',
    routes: ['GET /api/price-book'],
    access: 'public',
    runs: 100,
    requests: getWithQuery('/api/price-book'),
  },
  {
    name: 'GET /api/openapi.json',
    routes: ['GET /api/openapi.json'],
    access: 'admin',
    runs: 50,
    requests: getWithQuery('/api/openapi.json'),
  },
  {
    name: 'PUT /api/price-book',
    routes: ['PUT /api/price-book'],
    access: 'admin',
    runs: 300,
    requests: withBody('PUT', '/api/price-book', bodies(priceBookNear)),
  },
  {
    name: "a designer's hours, days off and towns (/api/schedule/designers/:id/…)",
    routes: [
      'PUT /api/schedule/designers/:id/hours',
      'POST /api/schedule/designers/:id/time-off',
      'DELETE /api/schedule/designers/:id/time-off/:timeOffId',
      'PUT /api/schedule/designers/:id/towns',
    ],
    access: 'admin',
    runs: 300,
    requests: rowIdUpTo(3).chain((id) => {
      const base = `/api/schedule/designers/${encodeURIComponent(id)}`;
      const time = fc.oneof(fc.constantFrom('09:00', '17:30', '24:00', '9:00', ''), fc.string({ maxLength: 6 }));
      const day = fc.oneof(fc.constantFrom('2027-01-04', '2027-02-30', '2026-03-08', '04/01/2027'), fc.string());
      return fc.oneof(
        withBody(
          'PUT',
          `${base}/hours`,
          bodies(
            fc.record({
              hours: fc.array(fc.record({ weekday: fc.integer({ min: -1, max: 8 }), start: time, end: time }), {
                maxLength: 25,
              }),
            }),
          ),
        ),
        withBody('POST', `${base}/time-off`, bodies(fc.record({ from: day, to: day }))),
        rowIdUpTo(5).map((t): FuzzRequest => ({ method: 'DELETE', path: `${base}/time-off/${encodeURIComponent(t)}` })),
        withBody(
          'PUT',
          `${base}/towns`,
          bodies(
            fc.record({
              towns: fc.array(fc.oneof(fc.constantFrom('Westport', 'Guilford', 'Boston', ''), hostileString), {
                maxLength: 40,
              }),
            }),
          ),
        ),
      );
    }),
  },
  {
    name: 'GET /api/my-day',
    routes: ['GET /api/my-day'],
    access: 'admin',
    runs: 100,
    requests: fc
      .oneof(
        hostileQuery,
        fc
          .record({
            day: fc.oneof(fc.constantFrom('2027-01-04', '2026-11-01', '2027-02-30', ''), fc.string()),
            designerId: fc.oneof(fc.integer({ min: -1, max: 5 }).map(String), oddId),
          })
          .map((q) => new URLSearchParams(q).toString()),
      )
      .map((q): FuzzRequest => ({ method: 'GET', path: `/api/my-day?${q}` })),
  },
  {
    name: 'POST /api/testimonials/bulk',
    routes: ['POST /api/testimonials/bulk'],
    access: 'admin',
    runs: 200,
    requests: withBody(
      'POST',
      '/api/testimonials/bulk',
      bodies(
        fc.record(
          {
            action: fc.constantFrom('approve', 'delete', 'feature', ''),
            ids: fc.array(fc.oneof(fc.integer({ min: -1, max: 8 }), fc.constant('3')), { maxLength: 5 }),
            status: fc.constantFrom('pending', 'approved', 'all', 'x'),
            q: fc.oneof(fc.string({ maxLength: 30 }), hostileString),
          },
          { requiredKeys: ['action'] },
        ),
      ),
    ),
  },
  {
    name: 'GET /api/gallery',
    routes: ['GET /api/gallery'],
    access: 'public',
    // Staff get every photo, published or not.
    alsoSignedIn: true,
    runs: 100,
    requests: getWithQuery('/api/gallery'),
  },
  {
    name: 'unknown /api paths and methods',
    routes: [],
    access: 'public',
    runs: 400,
    requests: fc
      .tuple(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
        fc.array(oddId, { minLength: 0, maxLength: 4 }),
        fc.option(hostileQuery),
        fc.option(brokenBody),
      )
      .map(([method, segments, query, body]): FuzzRequest => ({
        method,
        path: `/api/${segments.join('/')}${query ? `?${query}` : ''}`,
        ...(body === null ? {} : { contentType: 'application/json', body }),
      })),
  },
  ...proposalTargets(),
  ...paymentTargets(),
  ...installTargets(),
  ...changeOrderTargets(),
  ...completionTargets(),
];
