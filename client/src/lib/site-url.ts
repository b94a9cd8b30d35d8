import { absoluteUrl, resolveSiteUrl } from '../../../shared/site-url';

declare const __SITE_URL_SETTING__: string;

/** Public origin baked in at build time (SITE_URL), so server render and hydration agree. */
export const siteUrl: string = resolveSiteUrl(__SITE_URL_SETTING__);

export function pageUrl(path: string): string {
  return absoluteUrl(siteUrl, path);
}
