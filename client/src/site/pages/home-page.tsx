import { HomeBreadcrumbJsonLd } from '../../ui/breadcrumbs';
import { ClosetIllustration } from '../sections/closet-illustration';
import { CtaSection } from '../sections/cta-section';
import { ButtonLink } from '../../ui/button';
import { FeatureCards } from '../sections/feature-cards';
import { Hero } from '../sections/hero';
import { ProcessSteps } from '../sections/process-steps';
import { Section, SectionHeading } from '../sections/section';
import { ServiceCards } from '../sections/service-cards';
import { LiveReviews } from '../sections/live-reviews';
import { TestimonialCards } from '../sections/testimonial-cards';
import { TrustBadges } from '../sections/trust-badges';
import { freeConsultationCta, planCta } from '../content/calls-to-action';
import { homeHero, inHouseTeam, trustBadges } from '../content/home';
import { fourStepProcess } from '../content/process';
import { serviceHref, services } from '../content/services';
import { homeTestimonials } from '../content/testimonials';
import { homeCards } from '../lib/review-selection';
import type { ServiceCard } from '../content/types';

const serviceCards: ServiceCard[] = services.map((s) => ({
  title: s.name,
  description: s.summary,
  icon: s.icon,
  href: serviceHref(s),
  features: s.included,
  ctaLabel: 'Learn More',
}));

export default function HomePage() {
  return (
    <>
      <HomeBreadcrumbJsonLd />
      <Hero
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        intro={homeHero.intro}
        primary={homeHero.primary}
        secondary={homeHero.secondary}
        aside={<ClosetIllustration className="mx-auto w-full max-w-sm drop-shadow-sm" />}
      >
        <TrustBadges items={trustBadges} />
      </Hero>

      <Section aria-labelledby="services-heading" tone="plain">
        <SectionHeading
          id="services-heading"
          eyebrow="Our services"
          title="Storage for Every Room of the House"
          intro="Each space is designed around what you own and how you live, then built and installed by our own team."
        />
        <ServiceCards items={serviceCards} />
      </Section>

      <Section aria-labelledby="team-heading" tone="white">
        <SectionHeading
          id="team-heading"
          eyebrow={inHouseTeam.eyebrow}
          title={inHouseTeam.title}
          intro={inHouseTeam.intro}
        />
        <FeatureCards cards={inHouseTeam.points} />
      </Section>

      <Section aria-labelledby="process-heading" tone="tinted">
        <SectionHeading
          id="process-heading"
          eyebrow="How it works"
          title="Four Simple Steps to an Organized Home"
          align="center"
        />
        <ProcessSteps steps={fourStepProcess} />
      </Section>

      <Section aria-labelledby="testimonials-heading" tone="plain">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="From our clients"
          title="What Connecticut Homeowners Say"
          align="center"
        />
        <LiveReviews
          select={(reviews, { allowInvented }) => homeCards(reviews, homeTestimonials, allowInvented)}
          prerendered={homeTestimonials}
        >
          {(items) => <TestimonialCards items={items} />}
        </LiveReviews>
      </Section>

      <CtaSection
        primary={freeConsultationCta}
        extraAction={
          <ButtonLink href={planCta.href} variant="outlineLight" size="lg">
            {planCta.label}
          </ButtonLink>
        }
      />
    </>
  );
}
