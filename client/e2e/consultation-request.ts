import { expect, type APIRequestContext } from '@playwright/test';
import { consultationDefaults, type ConsultationFields } from './consultation-form';
import { fromSite } from './from-site';

/**
 * A consultation request for `name` sent to the API as the form's script sends it (a pantry in
 * Westport unless `fields` say otherwise; the e-mail made from the name). Expects it accepted.
 */
export async function sendConsultationRequest(
  client: APIRequestContext,
  name: string,
  fields: Partial<ConsultationFields> & { plan?: string } = {},
): Promise<{ bookingUrl: string }> {
  const res = await client.post('/api/contact', {
    headers: fromSite,
    data: { ...consultationDefaults(name), ...fields },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { bookingUrl: string };
}
