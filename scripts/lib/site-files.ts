import { publicPaths } from '../../shared/paths';
import { absoluteUrl } from '../../shared/site-url';

export function sitemapXml(siteUrl: string, lastmod: string): string {
  const urls = publicPaths
    .map((p) => `  <url><loc>${absoluteUrl(siteUrl, p)}</loc><lastmod>${lastmod}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
