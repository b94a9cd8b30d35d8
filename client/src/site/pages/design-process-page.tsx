import { Trash2 } from 'lucide-react';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { CalloutBox } from '../sections/callout-box';
import { CtaSection } from '../sections/cta-section';
import { CheckList } from '../sections/check-list';
import { PageHeader } from '../page-parts/page-header';
import { ProcessSteps } from '../sections/process-steps';
import { HeadedSection, Section } from '../sections/section';
import { ButtonLink } from '../../ui/button';
import { designProcessIntro, designProcessSteps, designProcessTimeline } from '../content/design-process';
import { facts } from '../content/facts';
import { oldShelvingRemoval } from '../content/process';

const startDesign = { label: 'Start Your Design', href: '/contact' };

export default function DesignProcessPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Our Process', url: '/design-process' }]} />
      <PageHeader eyebrow="How we work" title="Our Design Process" intro={designProcessIntro}>
        <ButtonLink href={startDesign.href} size="lg">
          {startDesign.label}
        </ButtonLink>
      </PageHeader>

      <HeadedSection headingId="steps-heading" tone="white" title="Six Steps From First Visit to Finished Space">
        <ProcessSteps steps={designProcessSteps} />
      </HeadedSection>

      <Section aria-labelledby="timeline-heading" tone="plain">
        <div className="grid gap-8 lg:grid-cols-2 lg:items-start lg:gap-12">
          <div>
            <h2 id="timeline-heading" className="text-3xl sm:text-4xl">
              {designProcessTimeline.title}
            </h2>
            <CheckList items={designProcessTimeline.points} className="mt-6 text-lg" />
          </div>
          <section aria-labelledby="optional-services-heading">
            <CalloutBox id="optional-services-heading" title="Optional Services" icon={Trash2}>
              <h3 className="font-sans text-lg font-semibold text-ink">{oldShelvingRemoval.title}</h3>
              {oldShelvingRemoval.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </CalloutBox>
          </section>
        </div>
      </Section>

      <CtaSection
        title="Ready to start your design?"
        text={`Tell us about your space and we will schedule your free in-home consultation within ${facts.consultationScheduling}.`}
        primary={startDesign}
      />
    </>
  );
}
