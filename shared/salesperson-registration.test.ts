import { describe, expect, it } from 'vitest';
import { salespersonRegistrationMessage, salespersonRegistrationSchema } from './salesperson-registration';

const parse = (value: unknown) => salespersonRegistrationSchema.safeParse({ salespersonRegistration: value });

describe('salespersonRegistrationSchema', () => {
  it('reads the usual ways of writing a registration as one form', () => {
    for (const written of ['SLP.0123456', 'slp.0123456', ' SLP 0123456 ', 'SLP-0123456', 'slp0123456']) {
      expect(parse(written).data).toEqual({ salespersonRegistration: 'SLP.0123456' });
    }
  });

  it('clears with an empty field or null', () => {
    expect(parse('  ').data).toEqual({ salespersonRegistration: null });
    expect(parse(null).data).toEqual({ salespersonRegistration: null });
  });

  it('refuses anything else with one sentence', () => {
    for (const bad of [
      '0123456',
      'SLP.',
      'SLP.12',
      'S.0123456',
      'SLP.0123456789012',
      'SLP..0123',
      'x'.repeat(40),
      42,
    ]) {
      const result = parse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(salespersonRegistrationMessage);
    }
  });
});
