import { describe, expect, it } from 'vitest';
import { townForZip } from './town-for-zip';

describe('townForZip', () => {
  it('names the city page whose ZIPs include the lead’s ZIP, ZIP+4 included', () => {
    expect(townForZip('06460')).toBe('Milford');
    expect(townForZip('06880-1234')).toBe('Westport');
    expect(townForZip(' 06511 ')).toBe('New Haven');
  });
  it('is undefined for ZIPs the site does not list', () => {
    expect(townForZip('06437')).toBeUndefined();
    expect(townForZip('')).toBeUndefined();
  });
});
