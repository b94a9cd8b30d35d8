import { Breadcrumbs } from '../components/breadcrumbs';
import { CtaButtons } from '../components/sections/cta-buttons';
import { CtaSection } from '../components/sections/cta-section';
import { PageBlocks } from '../components/sections/page-blocks';
import { PageHeader } from '../components/page-header';
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
