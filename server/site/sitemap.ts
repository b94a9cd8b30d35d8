import { publicPaths } from '../../shared/paths';
import { absoluteUrl } from '../../shared/site-url';

/**
 * Every public page; `images` lists the photo URLs (site-relative) a page shows, written as
 * Google's image:image entries.
 */
export function sitemapXml(siteUrl: string, lastmod: string, images: Record<string, string[]> = {}): string {
  const imageTags = (p: string) =>
    (images[p] ?? [])
      .map((src) => `<image:image><image:loc>${absoluteUrl(siteUrl, src)}</image:loc></image:image>`)
      .join('');
  const urls = publicPaths
    .map((p) => `  <url><loc>${absoluteUrl(siteUrl, p)}</loc><lastmod>${lastmod}</lastmod>${imageTags(p)}</url>`)
    .join('\n');
  const imageNs =
    Object.keys(images).length > 0 ? ' xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${imageNs}>\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
