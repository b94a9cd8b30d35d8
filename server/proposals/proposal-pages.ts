import compression from 'compression';
import { Router } from 'express';
import { proposalPagePath } from '../../shared/paths';
import { proposalNotices } from '../../shared/proposals/proposal-notices';
import type { JobPageParts } from '../../shared/proposals/proposal-page-data';
import type { Db } from '../core/db/types';
import type { PageRenderer } from '../site';
import { homeownerProposalFor } from './homeowner-proposal';
import { isReplacedLink } from './proposal-link';

/**
 * The homeowner's proposal page (/proposal/<token>), rendered on each request with the latest
 * version as sent (it hydrates like any page and works as plain forms without JavaScript). Opening
 * it changes nothing, since mail scanners open links: a view counts only from the page's own POST.
 * An older link of a proposal sent again gets a page saying so (410), naming nobody; any other dead
 * link falls through to the 404 page, which says nothing about whether it ever existed.
 */
export function proposalPages(
  db: Db,
  renderer: PageRenderer,
  {
    onlinePayment,
    jobParts,
  }: {
    onlinePayment: boolean;
    /** A signed job's parts the features above proposals add to the page (change orders…), by lead. */
    jobParts?: (leadId: number) => JobPageParts;
  } = { onlinePayment: false },
): Router {
  const router = Router();
  // Rendered per request, so compressed per request (the prerendered pages have their twins on disk).
  router.get(`${proposalPagePath}/:token`, compression(), async (req, res, next) => {
    const token = String(req.params.token ?? '');
    const found = homeownerProposalFor(db, token, new Date(), { onlinePayment });
    const replaced = !found && isReplacedLink(db, token);
    if (!found && !replaced) return next();
    const key = String(req.query.notice ?? '');
    const notice = Object.hasOwn(proposalNotices, key)
      ? proposalNotices[key as keyof typeof proposalNotices]
      : undefined;
    const html = await renderer.render(`${proposalPagePath}/${token}`, {
      proposal: found
        ? {
            token,
            proposal: found.proposal,
            ...(notice ? { notice } : {}),
            ...(found.proposal.acceptance ? jobParts?.(found.leadId) : {}),
          }
        : { token, replaced: true },
    });
    res
      .status(found ? 200 : 410)
      .set({
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
        // The token is the page's key: no link or request from the page may carry its address.
        'Referrer-Policy': 'no-referrer',
      })
      .type('html')
      .send(html);
  });
  return router;
}
