import type { Page } from '@playwright/test';

export interface ConsultationFields {
  name: string;
  email: string;
  phone: string;
  zip: string;
  rooms: string[];
  message: string;
}

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
