import { describe, expect, it } from 'vitest';
import { acceptProposalSchema } from './signing-schema';

const signing = { version: 1, option: 1, fullName: 'Pat Homeowner', agreeTerms: true, agreeElectronic: true };

describe('acceptProposalSchema', () => {
  it('takes JSON and a plain form post alike', () => {
    expect(acceptProposalSchema.parse(signing)).toEqual({ ...signing, agreeTerms: true, agreeElectronic: true });
    const form = { version: '1', option: '1', fullName: 'Pat Homeowner', agreeTerms: 'on', agreeElectronic: 'on' };
    expect(acceptProposalSchema.parse(form)).toEqual(signing);
  });

  it('refuses a version or option that is not digits, even one whose toString throws, with its sentence', () => {
    const hostile = { toString: [] };
    const version = acceptProposalSchema.safeParse({ ...signing, version: hostile });
    expect(version.error?.issues[0]?.message).toBe('Reload the proposal and try again');
    const option = acceptProposalSchema.safeParse({ ...signing, option: [1] });
    expect(option.error?.issues[0]?.message).toBe('Choose the option you accept');
  });
});
