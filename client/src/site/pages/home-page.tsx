import { HomeBreadcrumbJsonLd } from '../../ui/breadcrumbs';
import { ClosetIllustration } from '../sections/closet-illustration';
import { CtaSection } from '../sections/cta-section';
import { ButtonLink } from '../../ui/button';
import { FeatureCards } from '../sections/feature-cards';
import { Hero } from '../sections/hero';
import { ProcessSteps } from '../sections/process-steps';
import { HeadedSection } from '../sections/section';
import { ServiceCards } from '../sections/service-cards';
import { LiveReviews } from '../sections/live-reviews';
import { TestimonialCards } from '../sections/testimonial-cards';
import { TrustBadges } from '../sections/trust-badges';
import { freeConsultationCta, planCta } from '../content/calls-to-action';
import { homeHero, homeSectionHeadings, inHouseTeamPoints, trustBadges } from '../content/home';
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

      <HeadedSection headingId="services-heading" tone="plain" {...homeSectionHeadings.services}>
        <ServiceCards items={serviceCards} />
      </HeadedSection>

      <HeadedSection headingId="team-heading" tone="white" {...homeSectionHeadings.team}>
        <FeatureCards cards={inHouseTeamPoints} />
      </HeadedSection>

      <HeadedSection headingId="process-heading" tone="tinted" align="center" {...homeSectionHeadings.process}>
        <ProcessSteps steps={fourStepProcess} />
      </HeadedSection>

      <HeadedSection headingId="testimonials-heading" tone="plain" align="center" {...homeSectionHeadings.testimonials}>
        <LiveReviews
          select={(reviews, { allowInvented }) => homeCards(reviews, homeTestimonials, allowInvented)}
          prerendered={homeTestimonials}
        >
          {(items) => <TestimonialCards items={items} />}
        </LiveReviews>
      </HeadedSection>

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
