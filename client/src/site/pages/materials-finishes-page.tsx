import { GuidePage } from '../page-parts/guide-page';
import { PageBlocks } from '../sections/page-blocks';
import { materialsBlocks, materialsPage } from '../content/materials';

export default function MaterialsFinishesPage() {
  return (
    <GuidePage page={materialsPage}>
      <PageBlocks blocks={materialsBlocks} />
    </GuidePage>
  );
}
