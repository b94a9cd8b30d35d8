import type { ReactNode } from 'react';
import { cardVariants } from '../../ui/card';

/** A public form page's body: the form in a card under its heading, and a side column beside it. */
export function FormPageLayout({
  headingId,
  heading,
  form,
  aside,
}: {
  headingId: string;
  heading: string;
  form: ReactNode;
  aside: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-content gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section aria-labelledby={headingId} className={cardVariants({ padding: 'compact', className: 'sm:p-8' })}>
        <h2 id={headingId} className="mb-2 text-2xl">
          {heading}
        </h2>
        {form}
      </section>
      {aside}
    </div>
  );
}
