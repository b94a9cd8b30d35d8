import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';

/** True inside a staff page that is this one section (Team, Gallery…): its heading is then the page's h1. */
export const SectionIsPage = createContext(false);

/**
 * A heading inside a panel, `offset` levels under the panel's own: h3 under the dashboard's h2
 * panels, h2 on a page that is the panel, so the outline never skips a level.
 */
export function Heading({ offset, ...props }: ComponentProps<'h2'> & { offset: 1 | 2 | 3 }) {
  const Tag = (['h2', 'h3', 'h4', 'h5'] as const)[(useContext(SectionIsPage) ? 0 : 1) + offset - 1] ?? 'h5';
  return <Tag {...props} />;
}

/** One panel of the back office: a section named by its heading, with a line on what it is for. */
export function DashboardSection({
  id,
  title,
  intro,
  children,
}: {
  /** The heading gets the id `${id}-heading`. */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{title}</SectionHeading>
      {intro ? <p className="mt-2 max-w-3xl text-ink-soft">{intro}</p> : null}
      {children}
    </section>
  );
}

/** A panel's heading: h2 under the dashboard's h1, or the h1 of a page that is this one panel. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  const isPage = useContext(SectionIsPage);
  const Heading = isPage ? 'h1' : 'h2';
  return (
    <Heading id={id} className={isPage ? 'text-3xl leading-tight sm:text-5xl' : 'text-2xl'}>
      {children}
    </Heading>
  );
}
