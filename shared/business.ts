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

/**
 * What a home improvement contract must state about the company (CGS 20-429), beside the facts
 * above. Of these the public pages show only the HIC registration (registrationStatement).
 */
export const contractorFacts = {
  /** The office, printed on contracts as the contractor's address (CGS 20-429). Placeholder until launch. */
  address: {
    street: '100 Shoreline Way',
    town: 'Milford',
    postalCode: '06460',
  },
  /** The home improvement contractor registration number (CGS 20-420). Placeholder until launch. */
  hicRegistration: 'HIC.0600000',
  /**
   * Other contractors the owners own or owned in the past five years, which contracts must disclose
   * (CGS 20-429(a)(9)); none unless the owner lists them.
   */
  relatedEntities: [] as readonly string[],
} as const;

export const telHref = `tel:${business.phone.e164}`;
export const mailtoHref = `mailto:${business.email}`;
/** "100 Shoreline Way, Milford, CT 06460" */
export const addressLine = `${contractorFacts.address.street}, ${contractorFacts.address.town}, ${business.regionCode} ${contractorFacts.address.postalCode}`;
export const serviceAreasLabel = 'Fairfield and New Haven County, CT';
/**
 * Every advertisement states that the company is registered, with its number (CGS 20-427(a)): the
 * site's footer and its LocalBusiness structured data.
 */
export const registrationStatement = `Registered Connecticut home improvement contractor, ${contractorFacts.hicRegistration}`;
