import type { ReactNode, RefObject } from 'react';
import { Heading } from '../parts/dashboard-section';

/**
 * One part of Your account, named by its heading, with a line on what it is for. `headingRef`
 * makes the heading focusable, for focus to go back to when the button pressed leaves the page.
 */
export function AccountSection({
  id,
  title,
  intro,
  headingRef,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Heading offset={1} id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-xl">
        {title}
      </Heading>
      {intro ? <p className="mt-2 text-ink-soft">{intro}</p> : null}
      {children}
    </section>
  );
}
