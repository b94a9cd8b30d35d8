import { describe, expect, it } from 'vitest';
import { contactLeadSchema, contactLimits, contactRequestSchema, normalizeUsPhone } from './contact-schema';
import { roomOptions } from './rooms';

const valid = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(203) 555-0199',
  zip: '06880',
  rooms: ['Pantry'],
  message: 'Reach-in pantry with pull-outs.',
};

const errorsFor = (patch: Record<string, unknown>) => {
  const result = contactRequestSchema.safeParse({ ...valid, ...patch });
  expect(result.success).toBe(false);
  return result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
};

describe('contactRequestSchema', () => {
  it('accepts a complete request, every room option and ZIP+4', () => {
    expect(contactRequestSchema.safeParse(valid).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...valid, rooms: [...roomOptions], zip: '06510-1234' }).success).toBe(true);
  });

  it('trims text fields', () => {
    const out = contactRequestSchema.parse({ ...valid, name: '  Dana  ', zip: ' 06880 ', message: '\n hi \n' });
    expect(out).toMatchObject({ name: 'Dana', zip: '06880', message: 'hi' });
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['name', undefined, 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'dana@', 'Enter a valid email address, e.g. name@example.com'],
    ['email', 'dana example.com', 'Enter a valid email address, e.g. name@example.com'],
    ['phone', '', 'Phone is required'],
    ['phone', '555-0199', 'Enter a 10-digit US phone number, e.g. (203) 555-0100'],
    ['phone', '(103) 555-0199', 'Enter a 10-digit US phone number, e.g. (203) 555-0100'],
    ['phone', '203-555-CALL', 'Enter a 10-digit US phone number, e.g. (203) 555-0100'],
    ['zip', '', 'ZIP code is required'],
    ['zip', '6880', 'Enter a 5-digit ZIP code (or ZIP+4, e.g. 06880-1234)'],
    ['zip', '06880-12', 'Enter a 5-digit ZIP code (or ZIP+4, e.g. 06880-1234)'],
    ['zip', 'ABCDE', 'Enter a 5-digit ZIP code (or ZIP+4, e.g. 06880-1234)'],
    ['rooms', [], 'Select at least one room'],
    ['rooms', undefined, 'Select at least one room'],
    ['message', '', 'Message is required'],
  ])('%s = %j gives exactly "%s"', (field, value, message) => {
    expect(errorsFor({ [field]: value })).toEqual([[field, message]]);
  });

  it('rejects rooms outside the nine options', () => {
    expect(errorsFor({ rooms: ['Wine Cellar'] })).toEqual([['rooms.0', 'Choose rooms from the list']]);
  });

  it('enforces the length limits, counting after trimming', () => {
    const at = (n: number) => 'a'.repeat(n);
    expect(contactRequestSchema.safeParse({ ...valid, name: at(contactLimits.name) }).success).toBe(true);
    expect(errorsFor({ name: at(contactLimits.name + 1) })).toEqual([['name', 'Name must be at most 100 characters']]);
    expect(contactRequestSchema.safeParse({ ...valid, name: `  ${at(contactLimits.name)}  ` }).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...valid, message: at(contactLimits.message) }).success).toBe(true);
    expect(errorsFor({ message: at(contactLimits.message + 1) })).toEqual([
      ['message', 'Message must be at most 2000 characters'],
    ]);
    expect(errorsFor({ email: `${at(contactLimits.email)}@example.com` })).toEqual([
      ['email', 'Email must be at most 254 characters'],
    ]);
    expect(errorsFor({ phone: `203 555 0199${' '.repeat(20)}x` })[0]?.[0]).toBe('phone');
    expect(errorsFor({ website: at(contactLimits.website + 1) })[0]?.[0]).toBe('website');
  });

  it('treats the honeypot as optional text', () => {
    expect(contactRequestSchema.safeParse({ ...valid, website: '' }).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...valid, website: 'http://x.example' }).success).toBe(true);
  });
});

describe('normalizeUsPhone', () => {
  it.each([
    ['(203) 555-0147', '(203) 555-0147'],
    ['203.555.0147', '(203) 555-0147'],
    ['203-555-0147', '(203) 555-0147'],
    ['2035550147', '(203) 555-0147'],
    ['+1 203 555 0147', '(203) 555-0147'],
    ['1-203-555-0147', '(203) 555-0147'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeUsPhone(input)).toBe(expected);
  });

  it.each(['555-0147', '203555014', '+44 20 7946 0958', '(023) 555-0147', '203-155-0147', '203 555 0147 ext 2'])(
    'rejects %s',
    (input) => {
      expect(normalizeUsPhone(input)).toBeNull();
    },
  );
});

describe('contactLeadSchema', () => {
  it('normalizes phone and e-mail and de-duplicates rooms in list order', () => {
    const lead = contactLeadSchema.parse({
      ...valid,
      email: ' Dana@Example.COM ',
      phone: '+1 203.555.0199',
      rooms: ['Pantry', 'Walk-In Closet', 'Pantry'],
    });
    expect(lead).toMatchObject({
      email: 'dana@example.com',
      phone: '(203) 555-0199',
      rooms: ['Walk-In Closet', 'Pantry'],
    });
  });
});

describe('the optional source of a lead', () => {
  const source = {
    landingPath: '/city/westport',
    referrerHost: 'www.google.com',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring',
    formPath: '/contact',
  };

  it('is optional and kept as sent, trimmed', () => {
    expect(contactRequestSchema.parse(valid).source).toBeUndefined();
    const out = contactLeadSchema.parse({ ...valid, source: { ...source, utmSource: ' newsletter ' } });
    expect(out.source).toEqual(source);
  });

  it('drops unknown keys', () => {
    const out = contactLeadSchema.parse({ ...valid, source: { ...source, ip: '203.0.113.9', ua: 'x' } });
    expect(out.source).toEqual(source);
  });

  it.each([
    ['a field over its limit', { ...source, utmCampaign: 'x'.repeat(101) }],
    ['a landing path that is not a path', { ...source, landingPath: 'https://evil.example/' }],
    ['a host with a scheme', { ...source, referrerHost: 'https://www.google.com/search' }],
    ['a number', 42],
    ['a string', 'newsletter'],
    ['null', null],
    ['a field of the wrong type', { ...source, utmSource: ['a'] }],
  ])('is dropped when it is %s, and the lead is kept', (_label, bad) => {
    const out = contactLeadSchema.safeParse({ ...valid, source: bad });
    expect(out.success).toBe(true);
    expect(out.data?.source).toBeUndefined();
    expect(out.data?.name).toBe(valid.name);
  });
});
