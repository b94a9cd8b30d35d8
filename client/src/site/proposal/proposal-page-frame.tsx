import type { ReactNode, Ref } from 'react';
import { business } from '../../../../shared/business';
import { proposalPagePath } from '../../../../shared/paths';
import { Eyebrow } from '../../ui/eyebrow';
import { PageHead } from '../../ui/seo/page-head';
import { proposalCopy as copy } from './proposal-copy';

/**
 * What every state of a proposal link's page opens with: its head (never indexed), the eyebrow, the
 * page's title as its h1 (focusable when the page moves focus to it) and the brass rule.
 */
export function ProposalPageFrame({
  token,
  title,
  headingRef,
  children,
}: {
  token: string;
  title: string;
  /** The page puts focus on its heading after an answer. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <>
      <PageHead
        path={`${proposalPagePath}/${token}`}
        title={`${title} | ${business.name}`}
        description={copy.description}
        noindex
      />
      <div className="mx-auto max-w-content px-4 pt-6 pb-16 sm:px-6">
        <Eyebrow className="mb-3">{copy.eyebrow}</Eyebrow>
        <h1
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="text-4xl leading-tight font-bold tracking-tight sm:text-5xl"
        >
          {title}
        </h1>
        <div aria-hidden="true" className="mt-6 h-1 w-16 rounded-full bg-brass-500" />
        {children}
      </div>
    </>
  );
}
