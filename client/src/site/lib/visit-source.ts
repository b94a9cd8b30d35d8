import type { LeadSource } from '../../../../shared/lead-source';
import { publicPaths } from '../../../../shared/paths';
import type { SiteEventType } from '../../../../shared/site-events';
import { eventsPath } from '../../../../shared/api/public-paths';

// First-party visit tracking: sessionStorage only (no cookies, nothing kept across visits), and
// nothing at all when the browser signals Global Privacy Control. Browser-only: call from effects
// and event handlers, never during render.

const storageKey = 'visit-source';

/** Only the public pages are counted (what POST /api/events accepts): not /admin, not /review. */
const counted = (path: string) => (publicPaths as readonly string[]).includes(path);

const optedOut = () => (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

function stored(): LeadSource | null {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as LeadSource | null;
  } catch {
    return null;
  }
}

/**
 * On the first page of a visit, remembers its path, the referring site's host (none when it is
 * this site) and the campaign tags of its URL. Returns true when this page started the visit.
 */
function rememberLanding(path: string): boolean {
  if (stored()) return false;
  const params = new URLSearchParams(location.search);
  let referrerHost: string | undefined;
  try {
    referrerHost = new URL(document.referrer).hostname;
  } catch {
    // No referrer, or not a URL.
  }
  const source: LeadSource = {
    landingPath: path,
    referrerHost: referrerHost === location.hostname ? undefined : referrerHost,
    utmSource: params.get('utm_source') ?? undefined,
    utmMedium: params.get('utm_medium') ?? undefined,
    utmCampaign: params.get('utm_campaign') ?? undefined,
  };
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(source));
    return true;
  } catch {
    return false; // Storage blocked: the visit cannot be told apart from the next page.
  }
}

function send(type: SiteEventType, path: string) {
  navigator.sendBeacon?.(eventsPath, new Blob([JSON.stringify({ type, path })], { type: 'application/json' }));
}

/** Counts a page shown (and the landing, on the first page of the visit). */
export function trackPageView(path: string) {
  if (optedOut() || !counted(path)) return;
  if (rememberLanding(path)) send('landing', path);
  send('view', path);
}

/** Counts a click on a phone or e-mail link anywhere on the page (one delegated listener). */
export function trackContactClick(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest?.('a[href^="tel:"],a[href^="mailto:"]');
  if (!link || optedOut() || !counted(location.pathname)) return;
  send(link.getAttribute('href')?.startsWith('tel:') ? 'call' : 'email', location.pathname);
}

/** What the consultation form sends as its `source`: the visit's, plus the page it is sent from. */
export function visitSource(): LeadSource | undefined {
  if (optedOut()) return undefined;
  return { ...stored(), formPath: location.pathname };
}
