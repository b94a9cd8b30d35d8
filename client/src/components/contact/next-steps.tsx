import type { ProcessStep } from '../../content/types';

/** The numbered "what happens next" list under the form. */
export function NextSteps({ heading, steps }: { heading: string; steps: ProcessStep[] }) {
  return (
    <section aria-labelledby="next-steps-heading" className="bg-linen-dark py-14 sm:py-20">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <h2 id="next-steps-heading" className="text-3xl sm:text-4xl">
          {heading}
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ step, title, description, icon: Icon }) => (
            <li key={step} className="rounded-xl border border-line bg-white p-6 shadow-card">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full bg-harbor-700 font-semibold text-white"
                >
                  {step}
                </span>
                <Icon aria-hidden="true" className="size-6 text-brass-700" />
              </div>
              <h3 className="mt-4 text-xl">
                <span className="sr-only">Step {step}: </span>
                {title}
              </h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
