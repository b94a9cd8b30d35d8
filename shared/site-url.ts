import { business } from './business';

/** Public origin used for canonical links, Open Graph and the sitemap; `SITE_URL` overrides it at build time. */
export function resolveSiteUrl(fromEnv: string | undefined): string {
  const raw = fromEnv && fromEnv.trim() !== '' ? fromEnv.trim() : business.defaultSiteUrl;
  return raw.replace(/\/+$/, '');
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
}
