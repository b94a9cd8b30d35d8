import type { ProcessStep } from '../content/types';
import { cn } from '../../lib/cn';
import { cardVariants } from '../../ui/card';

/** Numbered steps as an ordered list: a row of cards for four or fewer, a two-column grid beyond. */
export function ProcessSteps({ steps, className }: { steps: ProcessStep[]; className?: string }) {
  const wide = steps.length > 4;
  return (
    <ol className={cn('grid gap-5 sm:grid-cols-2', wide ? 'lg:grid-cols-3' : 'lg:grid-cols-4', className)}>
      {steps.map(({ step, title, description, icon: Icon }) => (
        <li key={step} className={cardVariants({ className: 'relative' })}>
          <div className="mb-4 flex items-center justify-between">
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-full bg-harbor-700 font-serif text-xl font-bold text-white"
            >
              {step}
            </span>
            <Icon aria-hidden="true" className="size-6 text-brass-700" />
          </div>
          <h3 className="text-xl">
            <span className="sr-only">Step {step}: </span>
            {title}
          </h3>
          <p className="mt-2 leading-relaxed text-ink-soft">{description}</p>
        </li>
      ))}
    </ol>
  );
}
