import type { ReactNode } from 'react';
import type { GuidePageContent } from '../content/types';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { CtaButtons } from '../sections/cta-buttons';
import { CtaSection } from '../sections/cta-section';
import { PageHeader } from './page-header';

/**
 * A guide page (accessories, materials and finishes): its header and its closing band offer the
 * same two actions, around the page's own sections.
 */
export function GuidePage({ page, children }: { page: GuidePageContent; children: ReactNode }) {
  const { primary, secondary } = page.ctas;
  return (
    <>
      <Breadcrumbs items={[page.breadcrumb]} />
      <PageHeader eyebrow={page.eyebrow} title={page.title} intro={page.intro}>
        <CtaButtons primary={primary} secondary={secondary} />
      </PageHeader>
      {children}
      <CtaSection title={page.closing.title} text={page.closing.text} primary={primary} secondary={secondary} />
    </>
  );
}
