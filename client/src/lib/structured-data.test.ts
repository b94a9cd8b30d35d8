import { describe, expect, it } from 'vitest';
import { contractorFacts } from '../../../shared/business';
import { localBusinessJsonLd } from './structured-data';

describe('localBusinessJsonLd', () => {
  it('carries the HIC registration number as a schema.org identifier (PropertyValue)', () => {
    const business = localBusinessJsonLd();
    expect(business['@type']).toBe('HomeAndConstructionBusiness');
    expect(business.identifier).toEqual({
      '@type': 'PropertyValue',
      propertyID: 'Connecticut HIC registration',
      name: 'Connecticut home improvement contractor registration',
      value: contractorFacts.hicRegistration,
    });
    expect(JSON.stringify(business)).toContain(`"value":"${contractorFacts.hicRegistration}"`);
  });
});
