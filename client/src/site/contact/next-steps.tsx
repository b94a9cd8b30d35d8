import type { ProcessStep } from '../content/types';
import { ProcessSteps } from '../sections/process-steps';
import { HeadedSection } from '../sections/section';

/** The numbered "what happens next" list under the form. */
export function NextSteps({ heading, steps }: { heading: string; steps: ProcessStep[] }) {
  return (
    <HeadedSection headingId="next-steps-heading" tone="tinted" title={heading}>
      <ProcessSteps steps={steps} />
    </HeadedSection>
  );
}
