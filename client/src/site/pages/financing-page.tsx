import { Breadcrumbs } from '../../ui/breadcrumbs';
import { PageHeader } from '../page-parts/page-header';
import { CtaSection } from '../sections/cta-section';
import { FeatureCards } from '../sections/feature-cards';
import { ProcessSteps } from '../sections/process-steps';
import { HeadedSection } from '../sections/section';
import { financingBenefits, financingSteps } from '../content/financing';

export default function FinancingPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Financing', url: '/financing' }]} />
      <PageHeader
        eyebrow="Financing"
        title="Financing Your Custom Storage Project"
        intro="A well-designed closet, pantry or garage is an investment in your home. Financing through our partners lets you spread the cost over time, based on your written quote."
      />
      <HeadedSection headingId="benefits-heading" tone="white" title="Why Homeowners Finance">
        <FeatureCards cards={financingBenefits} />
      </HeadedSection>
      <HeadedSection headingId="how-heading" title="How It Works">
        <ProcessSteps steps={financingSteps} />
        <p className="mt-8 max-w-prose text-sm leading-relaxed text-ink-muted">
          Financing is provided by third-party lenders and is subject to their approval. Rates, payment schedules and
          all other terms are set by the lender and shown to you before you accept; we never ask you to sign anything
          you have not seen.
        </p>
      </HeadedSection>
      <CtaSection
        title="See What Fits Your Budget"
        text="Start with a free design consultation and a written quote, then decide how you would like to pay."
        primary={{ label: 'See Your Options', href: '/contact' }}
      />
    </>
  );
}
