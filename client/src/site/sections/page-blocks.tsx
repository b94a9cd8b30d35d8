import type { PageBlock } from '../content/page-blocks';
import { CalloutBox } from './callout-box';
import { ComparisonColumns } from './comparison-columns';
import { FeatureCards } from './feature-cards';
import { CheckList } from './check-list';
import { ProcessSteps } from './process-steps';
import { Section, SectionHeading } from './section';
import { TextFeature } from './text-feature';

function BlockBody({ block }: { block: PageBlock }) {
  const headingId = `${block.id}-heading`;
  switch (block.kind) {
    case 'text':
      return (
        <TextFeature
          id={headingId}
          eyebrow={block.eyebrow}
          title={block.title}
          paragraphs={block.paragraphs}
          points={block.points}
          icon={block.icon}
        />
      );
    case 'callout':
      return (
        <CalloutBox id={headingId} title={block.title} icon={block.icon}>
          {block.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </CalloutBox>
      );
    default:
      return (
        <>
          <SectionHeading id={headingId} eyebrow={block.eyebrow} title={block.title} intro={block.intro} />
          {block.kind === 'cards' ? <FeatureCards cards={block.cards} /> : null}
          {block.kind === 'checklist' ? <CheckList items={block.items} columns={2} /> : null}
          {block.kind === 'comparison' ? <ComparisonColumns columns={block.columns} /> : null}
          {block.kind === 'steps' ? <ProcessSteps steps={block.steps} /> : null}
        </>
      );
  }
}

/** Renders a content page's blocks in order, alternating white and linen bands. */
export function PageBlocks({ blocks, startTone = 'white' }: { blocks: PageBlock[]; startTone?: 'white' | 'plain' }) {
  const other = startTone === 'white' ? 'plain' : 'white';
  return (
    <>
      {blocks.map((block, i) => (
        <Section
          key={block.id}
          id={block.id}
          aria-labelledby={`${block.id}-heading`}
          tone={i % 2 === 0 ? startTone : other}
        >
          <BlockBody block={block} />
        </Section>
      ))}
    </>
  );
}
