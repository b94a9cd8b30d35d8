import fc from 'fast-check';
import { designToQuery } from '../../../shared/design/design-query';
import { designArb } from '../../../shared/design/test/design-arbitraries';
import { reviewProjects, reviewRatings } from '../../../shared/review-schema';
import { roomOptions } from '../../../shared/rooms';

/** Text that tends to break things: markup, SQL, control characters, odd Unicode, path tricks. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  '\r\n\r\n',
  '\u202e\u200b\ufeff',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE contact_submissions; --",
  "' OR '1'='1",
  '1; SELECT * FROM app_settings',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '😀👨‍👩‍👧‍👦',
  'Z̸̡̛a̵l̶g̷o',
  '\ud800',
  'a'.repeat(20_000),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.constantFrom(...nastyStrings) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.constantFrom('\u0000', '\u0007', '\t', '\n', '\u001b', '\u007f', 'a'),
      maxLength: 40,
    }),
  },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 40_000 }).map((n) => 'x'.repeat(n)) },
);

/**
 * Names and one-line text carrying what would print a line the person never typed, or reorder what
 * a reader sees: line breaks, bidirectional overrides and isolates, zero-width and other control or
 * format characters, between ordinary names (which must still pass: accents, apostrophes, hyphens).
 */
const controlNames = [
  'Jane Doe\nDeposit waived',
  'Jane Doe\r\nPaid in full',
  'Jane Doe\u2028Balance forgiven',
  'Jane Doe\u2029No warranty',
  'Jane Doe\u0085Net 90',
  '\u202eeviaw tisopeD eoD enaJ',
  'Jane \u2066Doe\u2069',
  'Jane \u2067Doe\u2068',
  'Jane\u202aDoe\u202c',
  'Jane\u200bDoe',
  'Jane\u00adDoe',
  'Jane\u0000Doe',
  'Jane\u001b[2JDoe',
  'Jane\u{e0041}Doe',
  "Zoë O'Neil-Nguyễn",
];

export const nameWithControls: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...controlNames) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.constantFrom(
        'a',
        'ë',
        ' ',
        '\n',
        '\r',
        '\t',
        '\u202e',
        '\u2066',
        '\u2069',
        '\u200b',
        '\u2028',
        '\u0085',
      ),
      minLength: 1,
      maxLength: 40,
    }),
  },
);

/** Any JSON value, weighted toward hostile strings and objects with prototype-related keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, 2 ** 53 + 1),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'a'),
    fc.jsonValue({ maxDepth: 2 }),
  ),
);

const phones = ['(203) 555-0147', '203.555.0147', '+1 203 555 0147', '2035550147', '475-555-0199'];

/** A consultation request the shared schema accepts. */
const validLead = fc.record({
  name: fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim().length > 0),
  email: fc.stringMatching(/^[A-Za-z0-9_+-]{1,30}(\.[A-Za-z0-9_+-]{1,10})?@[a-z0-9]{1,20}\.(com|net|org|us)$/),
  phone: fc.constantFrom(...phones),
  zip: fc.stringMatching(/^\d{5}(-\d{4})?$/),
  rooms: fc.uniqueArray(fc.constantFrom(...roomOptions), { minLength: 1, maxLength: roomOptions.length }),
  message: fc.string({ minLength: 1, maxLength: 400 }).filter((s) => s.trim().length > 0),
});

/**
 * A plan's address as /plan sends it with a request (designToQuery of a buildable design), or one
 * near it that cannot be built (a wall too wide, sections that no longer fill it, a space that is
 * not offered) or no plan at all: the server must price the first and refuse the others with a 400.
 */
const planText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: designArb.map(designToQuery) },
  { weight: 1, arbitrary: designArb.map((d) => designToQuery(d).replace(/w1=[\d.]+/, 'w1=999')) },
  { weight: 1, arbitrary: designArb.map((d) => designToQuery(d).replace(/(s1=[a-z-]+\.)[\d.]+/, '$1-3')) },
  { weight: 1, arbitrary: designArb.map((d) => designToQuery(d).replace(/space=[a-z-]+/, 'space=attic')) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'space=walk-in-closet', 'a'.repeat(2001)) },
  { weight: 1, arbitrary: hostileString },
);

/** A consultation request, half of them with a plan from the planner (valid or not). */
export const validLeadWithPlan: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(validLead, fc.option(planText, { freq: 2 }), fc.option(nameWithControls, { freq: 4 }))
  .map(([lead, plan, name]) => ({ ...lead, ...(plan === null ? {} : { plan }), ...(name === null ? {} : { name }) }));

const trimmedText = (min: number, max: number) =>
  fc.string({ minLength: min, maxLength: max }).filter((s) => s.trim().length >= min);

/** A customer review the shared schema accepts. */
export const validReview = fc.record({
  customerName: trimmedText(2, 60),
  location: trimmedText(1, 60),
  projectType: fc.constantFrom(...reviewProjects),
  rating: fc.constantFrom(...reviewRatings),
  reviewText: trimmedText(20, 400),
  email: fc.stringMatching(/^[A-Za-z0-9_+-]{1,30}@[a-z0-9]{1,20}\.(com|net|org|us)$/),
  consent: fc.constant(true),
});

/** Near-valid objects: one field dropped, replaced with something hostile, or extra keys added. */
export function mutated(base: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(base, fc.nat(), hostileValue, fc.constantFrom('drop', 'replace', 'extra', 'keep'))
    .map(([record, pick, value, how]) => {
      const keys = Object.keys(record);
      const key = keys[pick % keys.length] ?? 'x';
      const copy: Record<string, unknown> = { ...record };
      if (how === 'drop') delete copy[key];
      if (how === 'replace') copy[key] = value;
      if (how === 'extra') copy[`extra${pick % 7}`] = value;
      return copy;
    });
}

/** Serializes with prototype-pollution keys spliced in as own JSON properties (JSON.stringify drops them). */
export const withProtoKeys = (record: Record<string, unknown>, poison: unknown) =>
  JSON.stringify(record).replace(
    /^\{/,
    `{"__proto__":${JSON.stringify({ polluted: poison ?? 1 })},"constructor":{"prototype":{"polluted":1}},`,
  );

/** Path segments for `:id` parameters: numbers out of range, floats, words, encodings, traversal. */
export const oddId: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: -1000, max: 100 }).map(String),
  fc.double().map(String),
  fc.constantFrom(
    '0',
    '1e3',
    '0x1',
    '1.0',
    '01',
    ' 1',
    '9'.repeat(30),
    'NaN',
    'Infinity',
    '%00',
    '%E0%A4%A',
    '..%2F..',
  ),
  fc.constantFrom('%2e%2e', '1%20OR%201=1', '١', '__proto__', 'constructor', '%F0%9F%98%80', 'a'.repeat(3000)),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

/** An `:id` segment: mostly a row that may exist (1 to `max`), else an odd one. */
export const rowIdUpTo = (max: number): fc.Arbitrary<string> =>
  fc.oneof(fc.integer({ min: 1, max }).map(String), oddId);

/** encodeURIComponent throws on lone surrogates; the server gets U+FFFD for them instead. */
const encode = (s: string) =>
  encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/** Query strings: nested keys, repeats, hostile values, and many parameters. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(
      fc.tuple(
        fc.constantFrom('page', 'pageSize', 'q', 'status', 'sort', 'a[b]', 'a[__proto__][x]', '__proto__', 'limit'),
        hostileString.map((s) => s.slice(0, 300)),
      ),
      { maxLength: 6 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')),
  fc.constantFrom('page=-1', 'page=1e9', 'pageSize=0', 'pageSize=100000', 'q=%', 'q=%E0%A4%A', 'x'.repeat(6000)),
  fc.integer({ min: 1, max: 3000 }).map((n) => Array.from({ length: n }, (_, i) => `k${i}=v`).join('&')),
);

export const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/vnd.api+json',
  '',
);

/** Bodies that are not JSON objects at all: broken JSON, arrays, primitives, deep nesting. */
export const brokenBody: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '{"a":', '[]', 'null', '"x"', '1', 'true', '{"a":1}}', '\u0000{}', '{"name":"\ud800"}'),
  fc.integer({ min: 1, max: 5000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 17_000, max: 40_000 }).map((n) => JSON.stringify({ message: 'x'.repeat(n) })),
);

const formType = 'application/x-www-form-urlencoded';

/** A record as a browser form posts it: one `name=value` pair per value, a list as repeated names. */
function formEncoded(record: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    for (const v of Array.isArray(value) ? value : [value])
      params.append(key, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  }
  return params.toString();
}

/**
 * Form posts near the expected shape (a public form sent without JavaScript), with hostile values,
 * bracketed and prototype keys the parser must leave flat, too many fields, and raw noise.
 */
export function formBodies(
  expected: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<{ contentType: string; body: string }> {
  const form = (body: string) => ({ contentType: formType, body });
  return fc.oneof(
    { weight: 2, arbitrary: expected.map((v) => form(formEncoded(v))) },
    { weight: 3, arbitrary: mutated(expected).map((v) => form(formEncoded(v))) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          expected,
          fc.constantFrom(
            '__proto__[polluted]',
            'constructor[prototype][polluted]',
            'rooms[]',
            'rooms[0]',
            '__proto__',
            'name[]',
          ),
        )
        .map(([v, key]) => form(`${formEncoded(v)}&${encodeURIComponent(key)}=1&${key}=yes`)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(expected, hostileString)
        .map(([v, h]) => form(`${formEncoded(v)}&${new URLSearchParams({ name: h }).toString()}`)),
    },
    { weight: 1, arbitrary: fc.integer({ min: 40, max: 200 }).map((n) => form('a=1&'.repeat(n))) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }).map(form) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('%', '%zz', '&&&', '=', 'name', 'rooms=%E0%A4%A', `message=${'x'.repeat(17_000)}`)
        .map(form),
    },
  );
}
