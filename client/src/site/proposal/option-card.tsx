import type { HomeownerProposal } from '../../../../shared/proposals/proposal';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { cardVariants } from '../../ui/card';
import { useState } from 'react';
import type { EarlyInput } from '../../lib/early-input';
import { useEarlyInput } from '../../lib/use-early-input';
import { AcceptForm, acceptFormId } from './accept-form';
import { OptionDetails, dollars } from './option-details';
import { optionAnchor } from './options-at-a-glance';
import { proposalCopy as copy } from './proposal-copy';
import type { ProposalAnswerProps } from './proposal-api';

/**
 * One option to compare: its name and total, what it is, and (while the proposal is open) how to
 * accept it. Without JavaScript the signing form is always there; with it, "Accept this option"
 * opens it, one option at a time.
 */
export function OptionCard({
  token,
  proposal,
  index,
  open,
  hydrated,
  signing,
  onSigning,
  onDone,
}: ProposalAnswerProps & {
  proposal: HomeownerProposal;
  index: number;
  /** The proposal can be accepted. */
  open: boolean;
  /** This option's signing form is open (JavaScript on). */
  signing: boolean;
  onSigning: (open: boolean) => void;
}) {
  const option = proposal.options[index]!;
  const idPrefix = `option-${index}`;
  const signPrefix = `${idPrefix}-sign`;
  // Signing begun before the script ran (the form is there without it): the option opens with it.
  const [early, setEarly] = useState<{ input: EarlyInput; focused: boolean }>();
  useEarlyInput(acceptFormId(signPrefix), (input) => {
    const focused = document.getElementById(acceptFormId(signPrefix))?.contains(document.activeElement) ?? false;
    setEarly({ input, focused });
    onSigning(true);
  });
  // Without JavaScript the form is always there; with it, once "Accept this option" opens it.
  const acceptForm = (
    <AcceptForm
      token={token}
      proposal={proposal}
      optionIndex={index}
      idPrefix={signPrefix}
      hydrated={hydrated}
      autoFocus={hydrated && (!early || early.focused)}
      initial={early?.input}
      onDone={onDone}
    />
  );
  return (
    <article
      id={optionAnchor(index)}
      aria-labelledby={`${idPrefix}-heading`}
      className={cardVariants({
        padding: 'compact',
        className: cn('flex min-w-0 flex-col', signing && 'ring-2 ring-harbor-700'),
      })}
    >
      <h3 id={`${idPrefix}-heading`} className="text-2xl">
        {option.name}
      </h3>
      <p className="mt-1 text-xl font-bold tabular-nums">{dollars(option.total)}</p>
      <div className="mt-4 flex-1">
        <OptionDetails option={option} idPrefix={idPrefix} shares={proposal} />
      </div>
      {open ? (
        <div className="mt-6 border-t border-line pt-5">
          {hydrated ? (
            <>
              <Button
                type="button"
                variant={signing ? 'secondary' : 'primary'}
                aria-expanded={signing}
                aria-controls={`${idPrefix}-signing`}
                aria-describedby={`${idPrefix}-heading`}
                className="w-full"
                onClick={() => onSigning(!signing)}
              >
                {signing ? copy.closeSigning : copy.accept}
              </Button>
              <div id={`${idPrefix}-signing`} className={signing ? 'mt-5' : undefined}>
                {signing ? acceptForm : null}
              </div>
            </>
          ) : (
            acceptForm
          )}
        </div>
      ) : null}
    </article>
  );
}
