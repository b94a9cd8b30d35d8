export interface NumberedStep {
  title: string;
  description: string;
}

/** An ordered list of steps with large numerals; the list order is the step number. */
export function NumberedSteps({ steps }: { steps: NumberedStep[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, i) => (
        <li key={step.title} className="relative rounded-xl border border-line bg-white p-6 shadow-card">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-harbor-700 font-serif text-lg font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-xl">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 leading-relaxed text-ink-soft">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
