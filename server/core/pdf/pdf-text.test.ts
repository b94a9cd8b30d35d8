import { describe, expect, it } from 'vitest';
import { pdfSafe, pdfSafeLines } from './pdf-text';

describe('pdfSafe', () => {
  it('keeps Latin-1 and the typographic marks Helvetica has', () => {
    expect(pdfSafe('Zoë Brontë — “Café” 50% · $6,480 … ’')).toBe('Zoë Brontë — “Café” 50% · $6,480 … ’');
  });

  it('gives other characters their nearest twin, or "?"', () => {
    expect(pdfSafe('33.375″ Nguyễn Łukasz 王')).toBe('33.375" Nguyen ?ukasz ?');
  });

  it('makes one line of text that holds line breaks, and marks other control characters', () => {
    expect(pdfSafe('Jane Doe\nDeposit waived')).toBe('Jane Doe Deposit waived');
    expect(pdfSafe('a\r\n\tb\u2028c\u2029d\u0085e\u000bf')).toBe('a b c d e f');
    expect(pdfSafe('Jane\u202eeoD')).toBe('Jane?eoD');
  });

  it('keeps the lines of text meant as lines, each made safe', () => {
    expect(pdfSafeLines('One\r\nTwo\u2028Three')).toBe('One\nTwo\nThree');
    expect(pdfSafeLines(['14 Harbor Road', 'Westport\nCT'])).toBe('14 Harbor Road\nWestport CT');
  });
});
