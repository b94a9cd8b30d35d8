import { describe, expect, it } from 'vitest';
import { acceptProposalSchema } from '../../../../shared/proposals/signing-schema';
import { signaturePath } from './signature-path';

const base = { version: 1, option: 0, fullName: 'Dana Whitfield', agreeTerms: true, agreeElectronic: true };

describe('a drawn signature as SVG path data', () => {
  it('writes each stroke as M then L in whole pixels, a dot as a short line', () => {
    expect(
      signaturePath([
        [
          { x: 1.4, y: 2.6 },
          { x: 10, y: 20 },
        ],
        [{ x: 5, y: 5 }],
      ]),
    ).toBe('M 1 3 L 10 20 M 5 5 L 5 5');
    expect(signaturePath([])).toBe('');
  });

  it('thins a long drawing until it fits the limit, keeping each stroke’s ends, and the API accepts it', () => {
    const stroke = Array.from({ length: 5000 }, (_, i) => ({ x: 100 + (i % 300), y: 50 + ((i * 7) % 90) }));
    const path = signaturePath([stroke]);
    expect(path.length).toBeLessThanOrEqual(20_000);
    expect(path.startsWith('M 100 50 L')).toBe(true);
    expect(path.endsWith(`L ${100 + (4999 % 300)} ${50 + ((4999 * 7) % 90)}`)).toBe(true);
    expect(acceptProposalSchema.safeParse({ ...base, signature: path }).success).toBe(true);
  });
});
