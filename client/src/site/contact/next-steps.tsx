import type { ProcessStep } from '../content/types';
import { ProcessSteps } from '../sections/process-steps';
import { Section, SectionHeading } from '../sections/section';

/** The numbered "what happens next" list under the form. */
export function NextSteps({ heading, steps }: { heading: string; steps: ProcessStep[] }) {
  return (
    <Section aria-labelledby="next-steps-heading" tone="tinted">
      <SectionHeading id="next-steps-heading" title={heading} />
      <ProcessSteps steps={steps} />
    </Section>
  );
}
