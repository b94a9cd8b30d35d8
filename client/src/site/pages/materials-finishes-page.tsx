import { Breadcrumbs } from '../../ui/breadcrumbs';
import { CtaButtons } from '../sections/cta-buttons';
import { CtaSection } from '../sections/cta-section';
import { PageBlocks } from '../sections/page-blocks';
import { PageHeader } from '../page-parts/page-header';
import { materialsBlocks, materialsCtas, materialsIntro } from '../content/materials';

export default function MaterialsFinishesPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Materials & Finishes', url: '/materials-finishes' }]} />
      <PageHeader eyebrow="Quality you can see and feel" title="Materials & Finishes" intro={materialsIntro}>
        <CtaButtons primary={materialsCtas.primary} secondary={materialsCtas.secondary} />
      </PageHeader>
      <PageBlocks blocks={materialsBlocks} />
      <CtaSection
        title="See the finishes in your own light"
        text="Your designer brings samples of finishes, edges and hardware to your free in-home consultation."
        primary={materialsCtas.primary}
        secondary={materialsCtas.secondary}
      />
    </>
  );
}
