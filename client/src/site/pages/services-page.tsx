import { Breadcrumbs } from '../../ui/breadcrumbs';
import { CtaSection } from '../sections/cta-section';
import { CheckList } from '../sections/check-list';
import { PageHeader } from '../page-parts/page-header';
import { Section } from '../sections/section';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { Eyebrow } from '../../ui/eyebrow';
import { freeConsultationCta } from '../content/calls-to-action';
import { facts } from '../content/facts';
import { serviceHref, services } from '../content/services';

export default function ServicesPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Services', url: '/services' }]} />
      <PageHeader
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
              <Card>
                <Eyebrow as="h3" className="mb-4">
                  What&apos;s Included
                </Eyebrow>
                <CheckList items={service.included} />
              </Card>
            </div>
          </Section>
        );
      })}
      <CtaSection primary={freeConsultationCta} />
    </>
  );
}
