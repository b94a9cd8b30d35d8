import { expect, type Locator } from '@playwright/test';
import { business } from '../../shared/business';

/** `region`'s link to the business's phone, named as shown (or e.g. "Call …"), dials its tel: number. */
export const expectPhoneLink = (region: Locator, name: string = business.phone.display) =>
  expect(region.getByRole('link', { name })).toHaveAttribute('href', `tel:${business.phone.e164}`);

/** `region`'s link to the business's e-mail address opens a mail to it. */
export const expectEmailLink = (region: Locator) =>
  expect(region.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
