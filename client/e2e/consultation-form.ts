import type { Page } from '@playwright/test';

/** What a visitor types: the rooms by their checkboxes' names. */
export type ConsultationFields = Record<'name' | 'email' | 'phone' | 'zip' | 'message', string> & { rooms: string[] };

/** Fills the consultation request form on the open page, field by field as a visitor types it. */
export async function fillConsultationForm(page: Page, fields: ConsultationFields) {
  await page.getByLabel('Name').fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Phone').fill(fields.phone);
  await page.getByLabel('ZIP code').fill(fields.zip);
  for (const room of fields.rooms) await page.getByRole('checkbox', { name: room }).check();
  await page.getByLabel('Message').fill(fields.message);
}

/** The form's send button. */
export const requestButton = (page: Page) => page.getByRole('button', { name: 'Request My Free Consultation' });
