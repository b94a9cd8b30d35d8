import type { Page } from '@playwright/test';

/** What a visitor types: the rooms by their checkboxes' names. */
export type ConsultationFields = Record<'name' | 'email' | 'phone' | 'zip' | 'message', string> & { rooms: string[] };

/**
 * Fills the consultation request form on the open page, field by field as a visitor types it: a
 * pantry in Westport unless `fields` say otherwise, the e-mail made from the name.
 */
export async function fillConsultationForm(page: Page, fields: Partial<ConsultationFields> & { name: string }) {
  const { name, email, phone, zip, rooms, message } = { ...consultationDefaults(fields.name), ...fields };
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('ZIP code').fill(zip);
  for (const room of rooms) await page.getByRole('checkbox', { name: room }).check();
  await page.getByLabel('Message').fill(message);
}

/** A request's fields where a test does not care: a pantry in Westport, the e-mail made from the name. */
export const consultationDefaults = (name: string): ConsultationFields => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  phone: '203 555 0190',
  zip: '06880',
  rooms: ['Pantry'],
  message: 'A walk-in pantry with pull-outs.',
});

/** The form's send button. */
export const requestButton = (page: Page) => page.getByRole('button', { name: 'Request My Free Consultation' });
