import { describe, expect, it } from 'vitest';
import { serviceLabel, serviceLabels, serviceSlugs, services } from './services';

describe('services', () => {
  it('lists six services, each slug and label once', () => {
    expect(services).toHaveLength(6);
    expect(new Set(serviceSlugs).size).toBe(6);
    expect(new Set(serviceLabels).size).toBe(6);
  });

  it('writes the apostrophe one way (straight, as the stored review projects)', () => {
    expect(serviceLabel('kids-closets')).toBe("Kids' Closets");
    for (const label of serviceLabels) expect(label).not.toMatch(/[\u2018\u2019]/);
  });

  it('returns an unknown slug as it is', () => {
    expect(serviceLabel('attic')).toBe('attic');
  });
});
