import { describe, expect, it } from 'vitest';
import { businessInstant } from '../business-time';
import { noticeOfCancellation } from './notice-of-cancellation';

describe('the notice of cancellation form (CGS 42-135a)', () => {
  // Wednesday December 2, 2026, 7:30 PM in Connecticut: already December 3 in UTC.
  const notice = noticeOfCancellation(businessInstant('2026-12-02', '19:30'));
  const text = notice.paragraphs.join('\n');

  it('is dated with the Connecticut day of the transaction', () => {
    expect(notice.title).toBe('NOTICE OF CANCELLATION');
    expect(notice.transactionDate).toBe('December 2, 2026');
  });

  it('names the seller, its address and the deadline in the instructions to cancel', () => {
    expect(text).toContain(
      'OR SEND A TELEGRAM, TO SHORELINE CUSTOM CLOSETS LLC, AT 100 SHORELINE WAY, MILFORD, CT 06460, NOT LATER THAN MIDNIGHT OF MONDAY, DECEMBER 7, 2026.',
    );
    expect(text).toContain('YOU MAY ALSO E-MAIL YOUR NOTICE TO design@shorelineclosets.com');
  });

  it('says payments come back within ten business days and the goods may be kept after twenty days', () => {
    expect(notice.paragraphs[0]).toBe(
      'YOU MAY CANCEL THIS TRANSACTION, WITHOUT ANY PENALTY OR OBLIGATION, WITHIN THREE BUSINESS DAYS FROM THE ABOVE DATE.',
    );
    expect(text).toContain('ANY PAYMENTS MADE BY YOU UNDER THE CONTRACT OR SALE');
    expect(text).toContain('WILL BE RETURNED WITHIN TEN BUSINESS DAYS FOLLOWING RECEIPT BY THE SELLER');
    expect(text).toContain('DOES NOT PICK THEM UP WITHIN TWENTY DAYS');
  });

  it('leaves the buyer a line to sign and date', () => {
    expect(notice.cancelStatement).toBe('I HEREBY CANCEL THIS TRANSACTION.');
    expect(notice.blanks).toEqual(["(Buyer's signature)", '(Date)']);
  });
});
