import { Breadcrumbs } from '../components/breadcrumbs';
import { AccessoryCategories } from '../components/sections/accessory-categories';
import { CtaButtons } from '../components/sections/cta-buttons';
import { CtaSection } from '../components/sections/cta-section';
import { PageHeader } from '../components/page-header';
import { Section } from '../components/sections/section';
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
