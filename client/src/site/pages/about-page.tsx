import { business } from '../../../../shared/business';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { PageHeader } from '../page-parts/page-header';
import { CheckList } from '../sections/check-list';
import { CtaSection } from '../sections/cta-section';
import { FeatureCards } from '../sections/feature-cards';
import { HeadedSection, Section, SectionHeading } from '../sections/section';
import { aboutDifferentiators, aboutFacts, aboutStory } from '../content/about';

export default function AboutPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'About', url: '/about' }]} />
      <PageHeader
        eyebrow="About Us"
        title={`One Local Team, Since ${business.foundedYear}`}
        intro="We design, build and install custom storage for homeowners in Fairfield and New Haven County, Connecticut."
      />
      <Section aria-labelledby="story-heading" tone="white">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <SectionHeading id="story-heading" title="Our Story" />
            <div className="space-y-4 text-lg leading-relaxed text-ink-soft">
              {aboutStory.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="self-start rounded-xl border border-line bg-linen p-6">
            <h3 className="mb-4 text-xl">How We Work</h3>
            <CheckList items={aboutFacts} />
          </div>
        </div>
      </Section>
      <HeadedSection headingId="different-heading" title="What Sets Us Apart">
        <FeatureCards cards={aboutDifferentiators} />
      </HeadedSection>
      <CtaSection
        title="Meet the Designer Who Will Plan Your Space"
        text="Your consultation is free and happens in your home, where we can measure, see how you use the space and show you finish samples."
        primary={{ label: 'Meet Your Designer', href: '/contact' }}
      />
    </>
  );
}
