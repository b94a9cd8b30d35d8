import { Breadcrumbs } from '../components/breadcrumbs';
import { CtaSection } from '../components/sections/cta-section';
import { FeatureList } from '../components/sections/feature-list';
import { PageIntro } from '../components/sections/page-intro';
import { Section } from '../components/sections/section';
import { ButtonLink } from '../components/ui/button';
import { freeConsultationCta } from '../content/calls-to-action';
import { facts } from '../content/facts';

import { serviceHref, services } from '../content/services';

export default function ServicesPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Services', url: '/services' }]} />
      <PageIntro
        eyebrow="What we design and install"
        title="Our Custom Storage Services"
        intro={`Six kinds of space, one approach: a free in-home consultation, a 3D design within ${facts.designTurnaround}, and installation by our own team across Fairfield and New Haven County.`}
      />
      {services.map((service, i) => {
        const Icon = service.icon;
        const headingId = `${service.slug}-heading`;
        return (
          <Section
            key={service.slug}
            id={service.slug}
            aria-labelledby={headingId}
            tone={i % 2 === 0 ? 'white' : 'plain'}
          >
            <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:gap-12">
              <div>
                <span className="mb-4 flex size-12 items-center justify-center rounded-lg bg-harbor-50 text-harbor-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h2 id={headingId} className="text-3xl sm:text-4xl">
                  {service.name}
                </h2>
                <p className="mt-4 max-w-prose text-lg leading-relaxed text-ink-soft">{service.overview}</p>
                <ButtonLink href={serviceHref(service)} className="mt-6">
                  Explore {service.name}
                </ButtonLink>
              </div>
              <div className="rounded-xl border border-line bg-white p-6 shadow-card">
                <h3 className="mb-4 font-sans text-sm font-semibold uppercase tracking-wider text-brass-700">
                  What&apos;s Included
                </h3>
                <FeatureList items={service.included} columns={1} />
              </div>
            </div>
          </Section>
        );
      })}
      <CtaSection primary={freeConsultationCta} />
    </>
  );
}
