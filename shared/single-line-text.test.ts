import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { reviewRequestBodySchema } from './admin-schema';
import { homeownerBookingSchema } from './booking-choice';
import { contactRequestSchema } from './contact-schema';
import { checkDesign } from './design/design';
import { startingLayout } from './design/layout';
import { bookingSchema } from './pipeline';
import { reviewRequestSchema } from './review-schema';
import { isPlainText, isSingleLine, normalizeLineBreaks } from './single-line-text';
import { invitationSchema } from './team-schema';

const forged = [
  'Jane Doe\nDeposit waived',
  'Jane Doe\r',
  'Jane\tDoe',
  'Jane\u0000Doe',
  'Jane\u001bDoe',
  'Jane\u0085Doe',
  'Jane\u2028Doe',
  'Jane\u2029Doe',
  '\u202EeoD enaJ',
  'Jane\u202ADoe\u202C',
  'Jane\u2066Doe\u2069',
  'Jane\u2067Doe',
  'Jane\u2068Doe',
  'Jane\u200BDoe',
  'Jane\u200EDoe',
  'Jane\u00ADDoe',
  'Jane\uFEFFDoe',
  'Jane\u{E0041}Doe',
  'Jane\uD800Doe',
];
const real = [
  "Zoë O'Neil-Nguyễn",
  'José Ñúñez',
  'Łukasz Wiśniewski',
  '王小明',
  'Anne-Marie St. John',
  '14 Harbor Rd, Apt 2',
];

const oneLine = (field: string) => `${field} must be one line of plain text (no line breaks or control characters).`;
const firstError = (schema: z.core.$ZodType, value: unknown) => {
  const parsed = z.safeParse(schema, value);
  return parsed.success ? null : { path: parsed.error.issues[0]!.path, message: parsed.error.issues[0]!.message };
};

describe('one line of plain text', () => {
  it.each(forged.map((s) => [JSON.stringify(s), s]))('refuses %s', (_, value) => {
    expect(isSingleLine(value)).toBe(false);
  });

  it('takes names and addresses as people write them', () => {
    for (const value of real) expect(isSingleLine(value)).toBe(true);
  });

  it('a note keeps its line breaks, written as \\n, and nothing else', () => {
    expect(isPlainText('Hi Zoë,\n\nThree options.')).toBe(true);
    expect(normalizeLineBreaks('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
    for (const value of forged.filter((s) => !/^Jane Doe\n/.test(s))) expect(isPlainText(value)).toBe(false);
  });
});

describe('the shared schemas of names and addresses', () => {
  const lead = {
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '(203) 555-0100',
    zip: '06880',
    rooms: ['Pantry'],
    message: 'A pantry.',
  };
  const review = {
    customerName: 'Jane D.',
    location: 'Westport',
    projectType: 'Other',
    rating: '5',
    reviewText: 'They did a lovely job on our pantry.',
    email: 'jane@example.com',
    consent: true,
  };

  it("the homeowner's name on the contact form (JSON and the plain form post share it)", () => {
    for (const name of forged.filter((s) => s.trim() === s))
      expect(firstError(contactRequestSchema, { ...lead, name })).toEqual({ path: ['name'], message: oneLine('Name') });
    expect(firstError(contactRequestSchema, { ...lead, name: "Zoë O'Neil-Nguyễn" })).toBeNull();
  });

  it("the contact form's message keeps its line breaks and refuses other control characters", () => {
    const parsed = z.safeParse(contactRequestSchema, { ...lead, message: 'Pantry.\r\nAnd a mudroom.' });
    expect(parsed.success && parsed.data.message).toBe('Pantry.\nAnd a mudroom.');
    expect(firstError(contactRequestSchema, { ...lead, message: 'Pantry\u202E.' })).toEqual({
      path: ['message'],
      message: 'Message must be plain text (line breaks are fine, other control characters are not).',
    });
  });

  it("a review's name and town are one line; its text may run over several", () => {
    expect(firstError(reviewRequestSchema, { ...review, customerName: 'Jane\nD.' })).toEqual({
      path: ['customerName'],
      message: oneLine('Your name'),
    });
    expect(firstError(reviewRequestSchema, { ...review, location: 'West\u202Eport' })).toEqual({
      path: ['location'],
      message: oneLine('Town'),
    });
    expect(firstError(reviewRequestSchema, { ...review, reviewText: 'Lovely job.\nOn time and tidy.' })).toBeNull();
  });

  it('a staff name on an invitation', () => {
    const invite = { email: 'new@example.com', role: 'designer' };
    expect(firstError(invitationSchema, { ...invite, name: 'Dana\nOwner' })).toEqual({
      path: ['name'],
      message: oneLine('Name'),
    });
    expect(firstError(invitationSchema, { ...invite, name: 'Dana\u2066Whitfield' })).toEqual({
      path: ['name'],
      message: oneLine('Name'),
    });
    expect(firstError(invitationSchema, { ...invite, name: "Zoë O'Neil-Nguyễn" })).toBeNull();
  });

  it("the address of a visit, booked by the homeowner or by staff, and a review request's town", () => {
    const slot = '2027-01-12T15:00:00Z';
    expect(
      firstError(homeownerBookingSchema, { slot, mode: 'in_home', town: 'Westport', address: '14 Harbor\nRoad' }),
    ).toEqual({ path: ['address'], message: oneLine('Address') });
    expect(
      firstError(bookingSchema, { date: '2027-01-12', startTime: '10:00', address: '14 Harbor Road\u202E' }),
    ).toEqual({ path: ['address'], message: oneLine('Address') });
    expect(firstError(reviewRequestBodySchema, { town: 'West\nport' })).toEqual({
      path: ['town'],
      message: oneLine('Town'),
    });
  });

  it("a wall's name in a design (the planner's, and each option of a proposal)", () => {
    const design = startingLayout({ spaceType: 'Pantry', ceilingIn: 96, walls: [{ name: 'Back wall', widthIn: 60 }] });
    const forgedWall = { ...design, walls: [{ ...design.walls[0]!, name: 'Back wall\nNo warranty' }] };
    const check = checkDesign(forgedWall);
    expect(check.success ? [] : check.error.issues).toEqual([
      { path: ['walls', 0, 'name'], message: oneLine('A wall name') },
    ]);
  });
});
