import type { ProposalFigures as Figures } from '../../../../shared/pipeline';
import { FigureGroup } from '../analytics/figure-group';
import { daysOrDash, percentOrDash } from '../analytics/figure-words';

/** The proposals sent in the period: how many were accepted, how soon, and which option homeowners chose. */
export function ProposalFigures({ figures }: { figures: Figures }) {
  return (
    <FigureGroup
      id="proposal-figures-heading"
      title="Proposals"
      figures={[
        { label: 'Proposals sent', value: String(figures.sent) },
        { label: 'Acceptance rate', value: percentOrDash(figures.acceptanceRate) },
        { label: 'Median days to accept', value: daysOrDash(figures.medianDaysToAccept) },
        { label: 'Cancelled within three days', value: String(figures.cancelled) },
      ]}
    >
      <h4 className="mt-4 text-sm font-semibold text-ink-muted">Option chosen</h4>
      {figures.chosen.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">No proposal accepted in this period.</p>
      ) : (
        <ul className="mt-1 text-ink">
          {figures.chosen.map((option) => (
            <li key={option.name}>
              {option.name}: {percentOrDash(option.share)} ({option.accepted} accepted)
            </li>
          ))}
        </ul>
      )}
    </FigureGroup>
  );
}
