import type { LeadEmail } from '../../../../shared/admin-schema';
import { cn } from '../../lib/cn';

const kinds: Record<LeadEmail['kind'], string> = {
  'lead-notification': 'Lead notice to staff',
  'lead-confirmation': 'Confirmation to the homeowner',
  'review-request': 'Review request',
  'consultation-invite': 'Consultation invitation',
  'consultation-reminder': 'Consultation reminder',
  'booking-notification': 'Booked online (to staff)',
  proposal: 'Proposal link to the homeowner',
  'proposal-follow-up': 'Proposal reminder to the homeowner',
  'proposal-signed-copy': 'Signed contract to the homeowner',
  'proposal-accepted': 'Proposal accepted (to staff)',
  'proposal-declined': 'Proposal declined (to staff)',
  'proposal-cancelled': 'Contract cancelled (to staff)',
  'proposal-cancel-confirmation': 'Cancellation confirmed to the homeowner',
  'payment-receipt': 'Payment receipt to the homeowner',
  'payment-reminder': 'Payment reminder to the homeowner',
  'refund-notice': 'Refund notice to the homeowner',
  'install-invite': 'Install dates to the homeowner',
  'change-order': 'Change order to sign, to the homeowner',
  'change-order-signed': 'Signed change order',
};

const tones: Record<LeadEmail['status'], string> = {
  queued: 'bg-brass-100 text-brass-700',
  sent: 'bg-harbor-100 text-harbor-800',
  failed: 'bg-red-100 text-red-800',
  skipped: 'bg-line text-ink',
};

/** The e-mails written about a lead and what the outbox did with each: queued, sent, failed or skipped. */
export function LeadEmailList({ emails }: { emails: LeadEmail[] }) {
  if (emails.length === 0) return <p className="text-sm text-ink-muted">No e-mails about this request.</p>;
  return (
    <ul className="grid gap-2 text-sm">
      {emails.map((email, i) => (
        <li key={`${email.kind}-${i}`} className="break-words">
          <span className="font-semibold">{kinds[email.kind]}</span> to {email.toAddress}:{' '}
          <span
            className={cn('rounded-full px-2 py-0.5 text-xs font-bold uppercase tracking-wide', tones[email.status])}
          >
            {email.status}
          </span>
          {email.reason ? (
            <span className="text-ink-muted">
              {' '}
              ({email.status === 'queued' ? `retrying: ${email.reason}` : email.reason})
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
