import { describe, expect, it } from 'vitest';
import { business } from '../../shared/business';
import { leadConfirmation, leadNotification } from './lead-emails';

const lead = {
  id: 7,
  name: 'Dana\nBcc: evil@example.com Rivera',
  email: 'dana@example.com',
  phone: '203 555 0199',
  zip: '06880',
  rooms: ['Pantry', 'Garage'],
  message: 'Pull-outs, please.',
  receivedAt: '2026-11-23T01:00:00.000Z', // Sunday 22 November, 8 pm in Connecticut
};

describe('lead e-mails', () => {
  it('the confirmation is signed with the business name, phone, hours and service areas from shared/business.ts', () => {
    const { subject, body } = leadConfirmation(lead, 'https://example.com/book/abc');
    expect(body).toContain('Pick a time for your visit');
    expect(body).toContain('\nhttps://example.com/book/abc\n');
    expect(subject).toBe(`We received your consultation request | ${business.name}`);
    expect(body).toContain(`call us at ${business.phone.display} (${business.hours.summary})`);
    expect(body.split('\n').slice(-2)).toEqual([
      business.name,
      // One sentence built from business.serviceAreas and business.region.
      'Serving Fairfield County and New Haven County, Connecticut',
    ]);
  });

  it('the notification says when the lead came in, in Connecticut time', () => {
    expect(leadNotification(lead).body).toContain('\nLead #7, received Sun, Nov 22, 2026, 8:00 PM.\n');
  });

  it('the notification keeps a typed line break out of the subject', () => {
    expect(leadNotification(lead).subject).toBe('New consultation request: Dana Bcc: evil@example.com Rivera (06880)');
  });
});
