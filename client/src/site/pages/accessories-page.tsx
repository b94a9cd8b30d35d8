import { Breadcrumbs } from '../../ui/breadcrumbs';
import { AccessoryCategories } from '../sections/accessory-categories';
import { CtaButtons } from '../sections/cta-buttons';
import { CtaSection } from '../sections/cta-section';
import { PageHeader } from '../page-parts/page-header';
import { Section } from '../sections/section';
import { accessoriesCtas, accessoryCategories, accessoriesIntro } from '../content/accessories';

export default function AccessoriesPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Accessories', url: '/accessories' }]} />
      <PageHeader eyebrow="The finishing touches" title="Closet Accessories" intro={accessoriesIntro}>
        <CtaButtons primary={accessoriesCtas.primary} secondary={accessoriesCtas.secondary} />
      </PageHeader>
      <Section tone="white" aria-label="Accessory categories">
        <AccessoryCategories categories={accessoryCategories} />
      </Section>
      <CtaSection
        title="Choose accessories with your designer"
        text="We will suggest the accessories that suit your wardrobe and show them in your free 3D design."
        primary={accessoriesCtas.primary}
        secondary={accessoriesCtas.secondary}
      />
    </>
  );
}
