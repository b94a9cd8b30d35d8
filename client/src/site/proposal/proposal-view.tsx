import { useEffect, useRef, useState } from 'react';
import { formatDayKey } from '../../../../shared/business-time';
import { describeShares } from '../../../../shared/payments/payment-schedule';
import type { HomeownerProposal } from '../../../../shared/proposals/proposal';
import { proposalNotices } from '../../../../shared/proposals/proposal-notices';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/use-hydrated';
import type { HomeownerChangeOrders } from '../../../../shared/change-orders/change-order-answers';
import { AcceptedContract } from './accepted-contract';
import { ChangeOrdersSection } from './change-orders-section';
import { DeclineForm } from './decline-form';
import { OptionCard } from './option-card';
import { OptionsAtAGlance } from './options-at-a-glance';
import { paymentsCopy } from './payments-copy';
import { proposalCopy as copy } from './proposal-copy';
import { ProposalPageFrame } from './proposal-page-frame';
import { CompanySignatureBlock } from './signatures';
import { usePaymentConfirmation } from './use-payment-confirmation';
import { useViewed } from './use-viewed';

const columns = ['', 'lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3'];

/** Where the proposal stands, when it cannot be accepted and is not signed. */
function closedNotice(proposal: HomeownerProposal): string | null {
  if (proposal.acceptance) return null;
  if (proposal.status === 'declined') return copy.declined;
  if (proposal.expired) return copy.expired;
  if (proposal.status !== 'sent') return copy.closed;
  return null;
}

/**
 * The homeowner's proposal: the options at a glance, then each in full side by side (one after
 * another on a phone, its drawings folded), the designer's note, the terms and the company's signature; then accepting and signing an option,
 * or "Not now". Once signed, the contract with both signatures, its PDF and the right to cancel.
 */
export function ProposalView({
  token,
  initial,
  answered,
  changeOrders,
}: {
  token: string;
  initial: HomeownerProposal;
  /** What became of an answer posted without JavaScript (the server's notice). */
  answered?: string;
  /** A signed job's change orders (server/change-orders). */
  changeOrders?: HomeownerChangeOrders;
}) {
  const [proposal, setProposal] = useState(initial);
  const [signing, setSigning] = useState<number | null>(null);
  const hydrated = useHydrated();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const changed = useRef(false);
  useViewed(token);

  useEffect(() => {
    if (changed.current) (document.getElementById('contract-heading') ?? headingRef.current)?.focus();
  }, [proposal]);

  const done = (next: HomeownerProposal | undefined) => {
    if (!next) return window.location.reload();
    changed.current = true;
    setSigning(null);
    setProposal(next);
  };

  // Back from Checkout (its success_url): "being confirmed" until Stripe's signed webhook has
  // arrived, never "paid" because the browser came back; the page reads the payments again meanwhile.
  const backFromCheckout = answered === proposalNotices.paying;
  const confirming = backFromCheckout && proposal.payments?.confirming === true;
  const gaveUp = usePaymentConfirmation(token, confirming && hydrated, (payments) =>
    setProposal((current) => ({ ...current, payments })),
  );
  const answer = !backFromCheckout
    ? answered
    : confirming
      ? gaveUp
        ? paymentsCopy.stillConfirming
        : answered
      : paymentsCopy.confirmed;

  const { acceptance } = proposal;
  const notice = closedNotice(proposal);
  const open = notice === null && !acceptance;
  const day = (d: string) => formatDayKey(d, 'weekdayYear');

  return (
    <ProposalPageFrame token={token} title={copy.title} headingRef={headingRef}>
      <p className="mt-6 text-xl text-ink">{copy.greeting(proposal.homeownerName)}</p>
      {proposal.workAddress ? <p className="mt-1 text-ink">{copy.workAddress(proposal.workAddress)}</p> : null}
      <p className="mt-1 text-ink-soft">
        {copy.version(proposal.version)} · {copy.validUntil(day(proposal.validUntil))}
      </p>
      {open ? <p className="mt-3 max-w-prose text-lg leading-relaxed text-ink-soft">{copy.intro}</p> : null}
      <div role="status">
        {answer && !changed.current ? (
          <p className="mt-6 max-w-prose rounded-md border border-harbor-700 bg-harbor-50 p-4 text-ink">{answer}</p>
        ) : null}
        {notice ? (
          <p className="mt-6 max-w-prose rounded-md border border-brass-700 bg-brass-100 p-4 text-ink">{notice}</p>
        ) : null}
      </div>

      {acceptance ? (
        <AcceptedContract
          token={token}
          proposal={proposal}
          acceptance={acceptance}
          confirming={confirming}
          hydrated={hydrated}
          onDone={done}
        />
      ) : (
        <section aria-labelledby="options-heading" className="mt-10">
          <h2 id="options-heading" className="text-3xl">
            {copy.optionsHeading}
          </h2>
          {proposal.options.length > 1 ? <OptionsAtAGlance proposal={proposal} /> : null}
          <div className={cn('mt-8 grid gap-6', columns[proposal.options.length])}>
            {proposal.options.map((_, i) => (
              <OptionCard
                key={i}
                token={token}
                proposal={proposal}
                index={i}
                open={open}
                hydrated={hydrated}
                signing={signing === i}
                onSigning={(on) => setSigning(on ? i : null)}
                onDone={done}
              />
            ))}
          </div>
        </section>
      )}

      {acceptance && changeOrders ? (
        <ChangeOrdersSection token={token} changeOrders={changeOrders} hydrated={hydrated} />
      ) : null}

      {proposal.noteToHomeowner ? (
        <section aria-labelledby="note-heading" className="mt-12 max-w-3xl">
          <h2 id="note-heading" className="text-2xl">
            {copy.noteHeading}
          </h2>
          <p className="mt-3 text-lg leading-relaxed whitespace-pre-line text-ink">{proposal.noteToHomeowner}</p>
        </section>
      ) : null}

      <section aria-labelledby="terms-heading" className="mt-12 max-w-3xl">
        <h2 id="terms-heading" className="text-2xl">
          {copy.termsHeading}
        </h2>
        <ul className="mt-3 grid gap-2 text-ink">
          <li>{copy.validUntil(day(proposal.validUntil))}</li>
          <li>{describeShares(proposal)}</li>
          <li>{copy.schedule(day(proposal.startOn), day(proposal.completeOn))}</li>
        </ul>
        <div className="mt-4 grid gap-3 leading-relaxed text-ink-soft">
          {proposal.terms.map((term, i) => (
            <p key={i}>{term}</p>
          ))}
        </div>
        {acceptance ? null : (
          <div className="mt-6">
            <CompanySignatureBlock company={proposal.company} />
          </div>
        )}
      </section>

      {open ? <DeclineForm token={token} hydrated={hydrated} onDone={done} /> : null}
    </ProposalPageFrame>
  );
}
