import { Breadcrumbs } from '../../ui/breadcrumbs';
import { FaqSection } from '../page-parts/faq-section';
import { PageHeader } from '../page-parts/page-header';
import { CtaSection } from '../sections/cta-section';
import { LinkCardGrid } from '../sections/link-card-grid';
import { LiveReviews } from '../sections/live-reviews';
import { QuoteCard } from '../sections/quote-card';
import { HeadedSection, Section } from '../sections/section';
import { TownList } from '../sections/town-list';
import { areaServiceLinks, serviceAreas, type ServiceAreaSlug } from '../content/service-areas';
import { reviewsFromTowns, toCard } from '../lib/review-selection';

export default function ServiceAreaPage({ slug }: { slug: ServiceAreaSlug }) {
  const area = serviceAreas[slug];
  const label = `${area.name}, CT`;
  return (
    <>
      <Breadcrumbs items={[{ name: label, url: `/service-areas/${slug}` }]} />
      <PageHeader eyebrow="Service Area" title={`Custom Closets in ${label}`} intro={area.intro} />

      <HeadedSection
        headingId="towns-heading"
        tone="white"
        title={`The ${area.towns.length} ${area.name} Towns We Serve`}
        intro="No travel fees in any of them. Towns with their own page are linked."
      >
        <TownList towns={area.towns} label={`${area.name} towns`} />
      </HeadedSection>

      <HeadedSection headingId="local-heading" title={`Storage for ${area.name} Homes`}>
        <div className="max-w-prose space-y-4 text-lg leading-relaxed text-ink-soft">
          {area.local.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </HeadedSection>

      <HeadedSection headingId="services-heading" tone="white" title={`Our Services in ${area.name}`}>
        <LinkCardGrid items={areaServiceLinks} />
      </HeadedSection>

      <Section aria-labelledby="testimonial-heading">
        <h2 id="testimonial-heading" className="mb-8 text-3xl">
          From a {area.name} Homeowner
        </h2>
        <div className="max-w-prose">
          <LiveReviews
            select={(reviews) =>
              reviewsFromTowns(
                reviews,
                area.towns.map((t) => t.name),
              ).map(toCard)[0]
            }
            prerendered={area.testimonial}
          >
            {(testimonial) => <QuoteCard testimonial={testimonial} featured />}
          </LiveReviews>
        </div>
      </Section>

      <FaqSection items={area.faqs} heading={`${area.name} FAQ`} />

      <CtaSection
        title={`Start Your ${area.name} Project`}
        text="Book a free in-home design consultation. We measure, listen and show you a 3D design before you commit to anything."
        primary={{ label: 'Book Your Free Consultation', href: '/contact' }}
      />
    </>
  );
}
