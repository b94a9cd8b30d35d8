import { proposalContractPath } from '../../../../shared/api/proposal-paths';
import { withToken, type ProposalAnswerProps } from './proposal-api';
import type { Acceptance, HomeownerProposal } from '../../../../shared/proposals/proposal';
import { cardVariants } from '../../ui/card';
import { buttonVariants } from '../../ui/button';
import { CancelContractForm } from './cancel-contract-form';
import { DepositOffer } from './deposit-offer';
import { JobCompletion } from './job-completion';
import { JobTimeline } from './job-timeline';
import { JobPayments } from './job-payments';
import { InstallDates } from './install-dates';
import { OptionDetails, dollars } from './option-details';
import { proposalCopy as copy } from './proposal-copy';
import { CompanySignatureBlock, HomeownerSignatureBlock, connecticutTime } from './signatures';

/**
 * The signed contract, the homeowner's job page: "Pay the deposit now" while the right to cancel
 * runs, the signed copy to download, both signatures with their dates, the right to cancel ("Cancel
 * this contract" until the deadline, then a sentence that the window has closed, or when it was
 * cancelled), the payments, and the accepted option.
 */
export function AcceptedContract({
  token,
  proposal,
  acceptance,
  confirming,
  hydrated,
  onDone,
}: ProposalAnswerProps & {
  proposal: HomeownerProposal;
  acceptance: Acceptance;
  /** Back from Checkout, and Stripe has not yet confirmed the payment: no "Pay" until it has. */
  confirming: boolean;
}) {
  const option = proposal.options[acceptance.optionIndex];
  return (
    <section aria-labelledby="contract-heading" className="mt-8">
      <h2 id="contract-heading" tabIndex={-1} className="text-3xl">
        {copy.acceptedHeading}
      </h2>
      <p className="mt-2 text-lg text-ink">{copy.acceptedIntro(acceptance.optionName, dollars(acceptance.total))}</p>
      <DepositOffer
        token={token}
        payments={proposal.payments}
        cancelByText={acceptance.cancelByText}
        confirming={confirming}
        hydrated={hydrated}
      />
      <div className="mt-4">
        <a
          href={withToken(proposalContractPath, token)}
          download
          className={buttonVariants({ variant: 'primary', className: 'w-full sm:w-auto' })}
        >
          {copy.download}
        </a>
      </div>

      {proposal.timeline ? <JobTimeline timeline={proposal.timeline} /> : null}

      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <CompanySignatureBlock company={proposal.company} />
        <HomeownerSignatureBlock acceptance={acceptance} />
      </div>

      <section aria-labelledby="cancel-heading" className="mt-6 max-w-2xl">
        <h3 id="cancel-heading" className="font-sans text-xl font-semibold">
          {copy.cancelHeading}
        </h3>
        {acceptance.cancelledAt ? (
          <p className="mt-2 text-ink">{copy.cancelled(connecticutTime(acceptance.cancelledAt))}</p>
        ) : proposal.canCancel ? (
          <div className="mt-2 grid gap-3">
            <p className="text-ink">{copy.cancelUntil(acceptance.cancelByText)}</p>
            <CancelContractForm token={token} hydrated={hydrated} onDone={onDone} />
          </div>
        ) : (
          <p className="mt-2 text-ink">{copy.windowClosed(acceptance.cancelByText)}</p>
        )}
      </section>

      {proposal.payments ? (
        <JobPayments
          token={token}
          payments={proposal.payments}
          cancelled={acceptance.cancelledAt !== null}
          confirming={confirming}
          hydrated={hydrated}
        />
      ) : null}

      {proposal.install ? <InstallDates install={proposal.install} /> : null}
      {proposal.completion ? (
        <JobCompletion token={token} completion={proposal.completion} hydrated={hydrated} />
      ) : null}

      {option ? (
        <article aria-labelledby="accepted-option-heading" className={cardVariants({ className: 'mt-8 max-w-3xl' })}>
          <h3 id="accepted-option-heading" className="text-2xl">
            {option.name}
          </h3>
          <p className="mt-1 text-xl font-bold tabular-nums">{dollars(option.total)}</p>
          <div className="mt-4">
            <OptionDetails option={option} idPrefix="accepted-option" shares={proposal} />
          </div>
        </article>
      ) : null}
    </section>
  );
}
