import { ProjectPhotos } from '../gallery/project-photos';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { FaqSection } from '../page-parts/faq-section';
import { CtaButtons } from '../sections/cta-buttons';
import { CtaSection } from '../sections/cta-section';
import { ButtonLink } from '../../ui/button';
import { planCta } from '../content/calls-to-action';
import { HighlightChips } from '../sections/highlight-chips';
import { PageBlocks } from '../sections/page-blocks';
import { PageHeader } from '../page-parts/page-header';
import { getService, serviceHref, type ServiceSlug } from '../content/services';
import type { ServicePageContent } from '../content/services/types';

/**
 * The one template for all six service pages, rendered from their content data. The route loads
 * only its own service's copy (see routes.tsx), so no page ships the other five.
 */
export default function ServicePage({ slug, page }: { slug: ServiceSlug; page: ServicePageContent }) {
  const service = getService(slug);
  return (
    <>
      <Breadcrumbs items={[{ name: service.name, url: serviceHref(service) }]} />
      <PageHeader eyebrow={page.eyebrow} title={page.title} intro={page.intro}>
        <HighlightChips items={page.highlights} />
        <CtaButtons primary={page.primaryCta} secondary={page.secondaryCta} />
      </PageHeader>
      <PageBlocks blocks={page.blocks} />
      <ProjectPhotos
        title={`Recent ${service.name} Projects`}
        path={`/${slug}`}
        galleryHref={`/gallery?room=${slug}`}
      />
      <div className="border-t border-line bg-linen-dark">
        <FaqSection items={page.faqs} heading={`${service.name} FAQ`} />
      </div>
      <CtaSection
        title={page.closing.title}
        text={page.closing.text}
        primary={page.primaryCta}
        secondary={page.secondaryCta}
        extraAction={
          <ButtonLink href={planCta.href} variant="outlineLight" size="lg">
            {planCta.label}
          </ButtonLink>
        }
      />
    </>
  );
}
