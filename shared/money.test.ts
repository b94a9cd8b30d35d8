import { describe, expect, it } from 'vitest';
import { formatDollars, parseDollars, plainDollars } from './money';

describe('money', () => {
  it('shows cents only when there are some, unless asked to always', () => {
    expect(formatDollars(450000)).toBe('$4,500');
    expect(formatDollars(475050)).toBe('$4,750.50');
    expect(formatDollars(450000, { alwaysCents: true })).toBe('$4,500.00');
    expect(formatDollars(475050, { alwaysCents: true })).toBe('$4,750.50');
    expect(formatDollars(5)).toBe('$0.05');
  });

  it('writes a plain amount for spreadsheets', () => {
    expect(plainDollars(450000)).toBe('4500.00');
    expect(plainDollars(null)).toBe('');
    expect(plainDollars(undefined)).toBe('');
  });

  it('reads what staff typed, round-tripping the formatted amount', () => {
    expect(parseDollars('4,500')).toBe(450000);
    expect(parseDollars('$4500.50')).toBe(450050);
    expect(parseDollars(formatDollars(475050))).toBe(475050);
    expect(parseDollars('0')).toBeNull();
    expect(parseDollars('4.505')).toBeNull();
    expect(parseDollars('abc')).toBeNull();
  });
});
