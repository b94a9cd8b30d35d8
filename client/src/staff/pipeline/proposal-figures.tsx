import type { ProposalFigures as Figures } from '../../../../shared/pipeline';
import { StatCard } from '../analytics/stat-card';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const rate = (r: number | null) => (r === null ? '–' : percent.format(r));

/** The proposals sent in the period: how many were accepted, how soon, and which option homeowners chose. */
export function ProposalFigures({ figures }: { figures: Figures }) {
  return (
    <section aria-labelledby="proposal-figures-heading">
      <h3 id="proposal-figures-heading" className="font-serif text-xl text-ink">
        Proposals
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Proposals sent" value={String(figures.sent)} />
        <StatCard label="Acceptance rate" value={rate(figures.acceptanceRate)} />
        <StatCard
          label="Median days to accept"
          value={figures.medianDaysToAccept === null ? '–' : `${figures.medianDaysToAccept} d`}
        />
        <StatCard label="Cancelled within three days" value={String(figures.cancelled)} />
      </dl>
      <h4 className="mt-4 text-sm font-semibold text-ink-muted">Option chosen</h4>
      {figures.chosen.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">No proposal accepted in this period.</p>
      ) : (
        <ul className="mt-1 text-ink">
          {figures.chosen.map((option) => (
            <li key={option.name}>
              {option.name}: {rate(option.share)} ({option.accepted} accepted)
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
