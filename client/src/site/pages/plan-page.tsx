import { useSearch } from 'wouter';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Planner } from '../design/planner';
import { PageHeader } from '../page-parts/page-header';
import { CtaSection } from '../sections/cta-section';
import { Section } from '../sections/section';
import { planPage } from '../content/plan';
import { QueryProvider } from '../../lib/query-provider';

/**
 * /plan: prerendered without a plan; the server renders it for a plan's address (/plan?space=…),
 * which is where "Show my plan" lands without JavaScript.
 */
export default function PlanPage() {
  const search = useSearch();
  return (
    <QueryProvider>
      <Breadcrumbs items={[{ name: 'Plan Your Space', url: '/plan' }]} />
      <PageHeader eyebrow={planPage.eyebrow} title={planPage.title} intro={planPage.intro} />
      <Section aria-label={planPage.title} tone="white">
        <Planner search={search} />
      </Section>
      <CtaSection />
    </QueryProvider>
  );
}
