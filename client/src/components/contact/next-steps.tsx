import type { ProcessStep } from '../../content/types';
import { ProcessSteps } from '../sections/process-steps';

/** The numbered "what happens next" list under the form. */
export function NextSteps({ heading, steps }: { heading: string; steps: ProcessStep[] }) {
  return (
    <section aria-labelledby="next-steps-heading" className="bg-linen-dark py-14 sm:py-20">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <h2 id="next-steps-heading" className="text-3xl sm:text-4xl">
          {heading}
        </h2>
        <ProcessSteps steps={steps} className="mt-10" />
      </div>
    </section>
  );
}
