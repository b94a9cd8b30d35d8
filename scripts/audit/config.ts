import { bookingPagePath, proposalPagePath } from '../../shared/paths';
import { routes, type RouteDef } from '../../client/src/routes';
import { auditBrowser } from '../lib/debian-browser';

/** The checks `AUDIT_SKIP` can name, in the order they run. */
const checkNames = ['crawl', 'html', 'weight', 'axe', 'lighthouse'] as const;
export type CheckName = (typeof checkNames)[number];

export const budgets = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  jsKb: 135,
  cssKb: 25,
} as const;

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
export const viewports = [
  { name: '390×844', width: 390, height: 844, mobile: true },
  { name: '1280×800', width: 1280, height: 800, mobile: false },
] as const;

/** A Radix accordion trigger: the mobile-menu toggle has aria-expanded too, but no data-orientation. */
export const accordionTrigger = 'button[aria-expanded][data-orientation]';

export const chromiumPath = auditBrowser.path;

export interface AuditSettings {
  /** AUDIT_PORT; unset, the server takes a port free on this machine. */
  port: number | undefined;
  /** Every route the audit visits (/admin included, signed out). */
  routes: RouteDef[];
  /** True when AUDIT_ROUTES narrowed the list: site-wide checks then cover the subset only. */
  partial: boolean;
  skip: ReadonlySet<CheckName>;
  /** Also audit a live booking page (/book/<token>): always in a full run, or when AUDIT_ROUTES names /book. */
  bookingPage: boolean;
  /** Also a live proposal page (/proposal/<token>) and its editor: in a full run, or when AUDIT_ROUTES names /proposal. */
  proposalPage: boolean;
}

/** Public routes are indexable; /admin (noindex) gets every check but the SEO expectations. */
export const isIndexable = (route: RouteDef) => !route.noindex;

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** AUDIT_ROUTES names a live page by its path without a token (each run makes its own). */
const livePagePaths: readonly string[] = [bookingPagePath, proposalPagePath];

export function readSettings(env: NodeJS.ProcessEnv = process.env): AuditSettings {
  const wanted = list(env.AUDIT_ROUTES);
  const unknownRoutes = wanted.filter((p) => !livePagePaths.includes(p) && !routes.some((r) => r.path === p));
  if (unknownRoutes.length) throw new Error(`AUDIT_ROUTES: not routes: ${unknownRoutes.join(', ')}`);
  const skip = list(env.AUDIT_SKIP);
  const unknownChecks = skip.filter((s) => !(checkNames as readonly string[]).includes(s));
  if (unknownChecks.length)
    throw new Error(`AUDIT_SKIP: unknown checks ${unknownChecks.join(', ')} (known: ${checkNames.join(', ')})`);
  return {
    port: env.AUDIT_PORT ? Number(env.AUDIT_PORT) : undefined,
    routes: wanted.length ? routes.filter((r) => wanted.includes(r.path)) : routes,
    partial: wanted.length > 0,
    skip: new Set(skip as CheckName[]),
    bookingPage: wanted.length === 0 || wanted.includes(bookingPagePath),
    proposalPage: wanted.length === 0 || wanted.includes(proposalPagePath),
  };
}
