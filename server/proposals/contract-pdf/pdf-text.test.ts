import { describe, expect, it } from 'vitest';
import { pdfSafe } from './pdf-text';

describe('pdfSafe', () => {
  it('keeps Latin-1 and the typographic marks Helvetica has', () => {
    expect(pdfSafe('Zoë Brontë — “Café” 50% · $6,480 … ’')).toBe('Zoë Brontë — “Café” 50% · $6,480 … ’');
  });

  it('gives other characters their nearest twin, or "?"', () => {
    expect(pdfSafe('33.375″ Nguyễn Łukasz 王')).toBe('33.375" Nguyen ?ukasz ?');
  });
});
