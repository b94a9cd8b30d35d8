import { GuidePage } from '../page-parts/guide-page';
import { AccessoryCategories } from '../sections/accessory-categories';
import { Section } from '../sections/section';
import { accessoriesPage, accessoryCategories } from '../content/accessories';

export default function AccessoriesPage() {
  return (
    <GuidePage page={accessoriesPage}>
      <Section tone="white" aria-label="Accessory categories">
        <AccessoryCategories categories={accessoryCategories} />
      </Section>
    </GuidePage>
  );
}
