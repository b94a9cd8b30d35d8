import { ProjectPhotos } from '../gallery/project-photos';
import { Phone } from 'lucide-react';
import { business, telHref } from '../../../../shared/business';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { PageHeader } from '../page-parts/page-header';
import { CheckList } from '../sections/check-list';
import { CityCoverage } from '../sections/city-coverage';
import { ContactBand } from '../sections/contact-band';
import { FeatureCards } from '../sections/feature-cards';
import { LinkCardGrid } from '../sections/link-card-grid';
import { LiveReviews } from '../sections/live-reviews';
import { NeighborhoodList } from '../sections/neighborhood-list';
import { QuoteCard } from '../sections/quote-card';
import { HeadedSection, Section } from '../sections/section';
import { cities, cityBenefits, cityServiceCards, sharedReasons, type CitySlug } from '../content/cities';
import { cityReview } from '../lib/city-review';

export default function CityPage({ slug }: { slug: CitySlug }) {
  const city = cities[slug];
  const { name } = city;
  return (
    <>
      <Breadcrumbs
        items={[
          { name: 'Service Areas', url: city.breadcrumbHref },
          { name, url: `/city/${slug}` },
        ]}
      />
      <PageHeader
        eyebrow={`${city.county}, CT`}
        title={`Custom Closets in ${name}, CT`}
        intro={
          <>
            <p>{city.intro}</p>
            <p className="mt-4 text-base">
              Questions first?{' '}
              <a href={telHref} className="inline-flex items-center gap-1 font-semibold text-harbor-700 underline">
                <Phone aria-hidden="true" className="size-4" />
                {business.phone.display}
              </a>{' '}
              ({business.hours.summary})
            </p>
          </>
        }
      />

      <Section aria-labelledby="benefits-heading" className="pt-4 sm:pt-6">
        <h2 id="benefits-heading" className="sr-only">
          What every {name} project includes
        </h2>
        <FeatureCards cards={cityBenefits(name)} />
      </Section>

      <HeadedSection
        headingId="serving-heading"
        tone="white"
        title={`Serving ${name} Homeowners Since ${business.foundedYear}`}
      >
        <div className="max-w-prose space-y-4 text-lg leading-relaxed text-ink-soft">
          {city.homes.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-10">
          <NeighborhoodList heading={`${name} Neighborhoods We Serve`} items={city.neighborhoods} />
        </div>
      </HeadedSection>

      <HeadedSection
        headingId="services-heading"
        title={`Custom Storage for ${name} Homes`}
        intro="Every system is designed in 3D, built to your measurements and installed by our own team."
      >
        <LinkCardGrid items={cityServiceCards} columns={4} />
      </HeadedSection>

      <Section aria-labelledby="why-heading" tone="white">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <h2 id="why-heading" className="text-3xl leading-tight sm:text-4xl">
              Why {name} Residents Choose Us
            </h2>
            <div className="mt-6 text-lg">
              <CheckList items={[...city.reasons, ...sharedReasons]} />
            </div>
          </div>
          <CityCoverage
            city={name}
            neighborhoods={city.neighborhoods.map((n) => n.name)}
            zips={city.zips}
            county={city.county}
            countyHref={city.countyHref}
          />
        </div>
      </Section>

      <ProjectPhotos title={`Recent Projects in ${name}`} path={`/city/${slug}`} galleryHref="/gallery" />

      <Section aria-labelledby="city-review-heading">
        <LiveReviews
          select={(reviews, { allowInvented }) => cityReview(city, reviews, allowInvented)}
          prerendered={cityReview(city, [])!}
        >
          {({ heading, testimonial }) => (
            <>
              <h2 id="city-review-heading" className="mb-8 text-3xl">
                {heading}
              </h2>
              <div className="max-w-prose">
                <QuoteCard testimonial={testimonial} featured />
              </div>
            </>
          )}
        </LiveReviews>
      </Section>

      <ContactBand
        title={`Plan Your ${name} Project`}
        text={`Book a free in-home design consultation. We usually visit ${name} homes within 3–5 business days.`}
        primary={{ label: 'Get Free Consultation', href: '/contact' }}
      />
    </>
  );
}
