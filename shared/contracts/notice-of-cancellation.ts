import { business, addressLine } from '../business';
import { formatDay, formatDayKey } from '../business-time';
import { cancellationDeadline } from './cancellation-deadline';

/**
 * The NOTICE OF CANCELLATION form of the Home Solicitation Sales Act (CGS 42-135a(2)), with its
 * blanks filled: the date of the transaction, the seller's name and address, and the deadline. The
 * buyer's signature and its date stay blank lines. The statute wants it in capitals, ten-point
 * bold, attached to the contract in duplicate and easy to detach.
 */

export type NoticeOfCancellation = {
  title: 'NOTICE OF CANCELLATION';
  /** "December 2, 2026", printed under the title. */
  transactionDate: string;
  paragraphs: readonly string[];
  cancelStatement: 'I HEREBY CANCEL THIS TRANSACTION.';
  /** Labels under the two blank lines the buyer fills in. */
  blanks: readonly ["(Buyer's signature)", '(Date)'];
};

/** The form for a transaction made at `transactionAt`; its deadline is cancellationDeadline's. */
export function noticeOfCancellation(transactionAt: Date): NoticeOfCancellation {
  const deadline = cancellationDeadline(transactionAt);
  const seller = business.legalName.toUpperCase();
  const deadlineDate = formatDayKey(deadline.day, 'weekdayYear').toUpperCase();
  return {
    title: 'NOTICE OF CANCELLATION',
    transactionDate: formatDay(transactionAt, 'long'),
    paragraphs: [
      'YOU MAY CANCEL THIS TRANSACTION, WITHOUT ANY PENALTY OR OBLIGATION, WITHIN THREE BUSINESS DAYS FROM THE ABOVE DATE.',
      'IF YOU CANCEL, ANY PROPERTY TRADED IN, ANY PAYMENTS MADE BY YOU UNDER THE CONTRACT OR SALE, AND ANY NEGOTIABLE INSTRUMENT EXECUTED BY YOU WILL BE RETURNED WITHIN TEN BUSINESS DAYS FOLLOWING RECEIPT BY THE SELLER OF YOUR CANCELLATION NOTICE, AND ANY SECURITY INTEREST ARISING OUT OF THE TRANSACTION WILL BE CANCELLED.',
      "IF YOU CANCEL, YOU MUST MAKE AVAILABLE TO THE SELLER AT YOUR RESIDENCE, IN SUBSTANTIALLY AS GOOD CONDITION AS WHEN RECEIVED, ANY GOODS DELIVERED TO YOU UNDER THIS CONTRACT OR SALE; OR YOU MAY, IF YOU WISH, COMPLY WITH THE INSTRUCTIONS OF THE SELLER REGARDING THE RETURN SHIPMENT OF THE GOODS AT THE SELLER'S EXPENSE AND RISK.",
      'IF YOU DO MAKE THE GOODS AVAILABLE TO THE SELLER AND THE SELLER DOES NOT PICK THEM UP WITHIN TWENTY DAYS OF THE DATE OF YOUR NOTICE OF CANCELLATION, YOU MAY RETAIN OR DISPOSE OF THE GOODS WITHOUT ANY FURTHER OBLIGATION. IF YOU FAIL TO MAKE THE GOODS AVAILABLE TO THE SELLER, OR IF YOU AGREE TO RETURN THE GOODS TO THE SELLER AND FAIL TO DO SO, THEN YOU REMAIN LIABLE FOR PERFORMANCE OF ALL OBLIGATIONS UNDER THE CONTRACT.',
      `TO CANCEL THIS TRANSACTION, MAIL OR DELIVER A SIGNED AND DATED COPY OF THIS CANCELLATION NOTICE OR ANY OTHER WRITTEN NOTICE, OR SEND A TELEGRAM, TO ${seller}, AT ${addressLine.toUpperCase()}, NOT LATER THAN MIDNIGHT OF ${deadlineDate}.`,
      // Ways the statute's 1960s wording does not name; more ways to cancel only help the buyer.
      `YOU MAY ALSO E-MAIL YOUR NOTICE TO ${business.email}, OR CANCEL WITH "CANCEL THIS CONTRACT" ON YOUR PROPOSAL PAGE, BY THE SAME DEADLINE.`,
    ],
    cancelStatement: 'I HEREBY CANCEL THIS TRANSACTION.',
    blanks: ["(Buyer's signature)", '(Date)'],
  };
}
