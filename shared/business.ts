/**
 * The one source of truth for the business's name, contact details, hours and areas.
 * Change a value here and rebuild; nothing else in the code base spells these.
 */
export const business = {
  name: 'Shoreline Custom Closets',
  shortName: 'Shoreline Closets',
  legalName: 'Shoreline Custom Closets LLC',
  tagline: 'Custom closets and home storage, designed and installed by one local team.',
  phone: {
    display: '(203) 555-0147',
    e164: '+12035550147',
  },
  email: 'design@shorelineclosets.com',
  foundedYear: 2010,
  emailReplyHours: 24,
  hours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    schemaDays: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
    opens: '08:00',
    closes: '18:00',
    summary: 'Monday to Saturday, 8 AM to 6 PM',
  },
  /** Every day, week and clock time shown or grouped is in this zone (shared/business-time.ts). */
  timeZone: 'America/New_York',
  region: 'Connecticut',
  regionCode: 'CT',
  country: 'US',
  serviceAreas: [
    {
      name: 'Fairfield County',
      path: '/service-areas/fairfield-county-ct',
    },
    {
      name: 'New Haven County',
      path: '/service-areas/new-haven-county-ct',
    },
  ],
  defaultSiteUrl: 'https://www.shorelineclosets.com',
} as const;

export type Business = typeof business;

export const telHref = `tel:${business.phone.e164}`;
export const mailtoHref = `mailto:${business.email}`;
export const serviceAreasLabel = 'Fairfield and New Haven County, CT';
