import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { dayOf } from '../../shared/business-time';
import { galleryRoomSlugs, variantWidths } from '../../shared/gallery';
import type { GalleryPhoto } from '../../shared/gallery-schema';
import { photosOfPage } from '../../shared/page-photos';
import { sitePaths } from '../../shared/paths';
import type { SiteData } from '../../shared/render-module';
import { pageRenderer } from './render-page';
import { brotliOptions, gzipOptions } from './precompress';
import { sitemapXml } from './sitemap';
import { listPublishedPhotos } from '../gallery';
import { listApprovedTestimonials } from '../reviews';
import type { Db } from '../core/db/types';
import { serialJob } from '../core/serial-job';

type LiveData = 'photos' | 'reviews';

// The six rooms are the six service pages (their slugs are the pages' paths).
const services: readonly string[] = galleryRoomSlugs;
const cities = sitePaths.filter((p) => p.startsWith('/city/')).map((p) => p.slice('/city/'.length));
const areas = sitePaths.filter((p) => p.startsWith('/service-areas/'));

/** The photos each page shows (shared/page-photos.ts), as URLs of their largest JPEG. */
function photoSitemapImages(photos: GalleryPhoto[]): Record<string, string[]> {
  if (photos.length === 0) return {};
  const url = (p: GalleryPhoto) => `${p.src}/${Math.max(...variantWidths(p.width))}.jpg`;
  const images: Record<string, string[]> = {};
  for (const page of livePages.filter((p) => p.needs.includes('photos')).map((p) => p.url))
    images[page] = photosOfPage(page, photos).map(url);
  return images;
}

/** Every page that shows published photos or approved reviews, and which of the two it needs. */
const livePages: { url: string; key: string; needs: LiveData[] }[] = [
  { url: '/', key: '/index.html', needs: ['reviews'] },
  { url: '/gallery', key: '/gallery/index.html', needs: ['photos'] },
  ...galleryRoomSlugs.map((room) => ({
    url: `/gallery/${room}`,
    key: `/gallery/${room}/index.html`,
    needs: ['photos' as const],
  })),
  ...services.map((s) => ({ url: `/${s}`, key: `/${s}/index.html`, needs: ['photos' as const] })),
  ...areas.map((a) => ({ url: a, key: `${a}/index.html`, needs: ['reviews' as const] })),
  ...cities.map((c) => ({
    url: `/city/${c}`,
    key: `/city/${c}/index.html`,
    needs: ['photos' as const, 'reviews' as const],
  })),
];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Write-then-rename: a reader gets the old file or the new one, never half of either. */
async function replaceFile(file: string, data: Buffer) {
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.promises.writeFile(tmp, data);
  await fs.promises.rename(tmp, file);
}

/** The file and its brotli and gzip twins, compressed as the build does. */
async function writeWithTwins(file: string, body: Buffer) {
  const [br, gz] = await Promise.all([brotli(body, brotliOptions(body.length)), gzip(body, gzipOptions)]);
  await replaceFile(`${file}.br`, br);
  await replaceFile(`${file}.gz`, gz);
  await replaceFile(file, body);
}

export interface LivePages {
  /** Re-renders the pages that show this kind of data (after staff changed it). */
  changed(what: LiveData): void;
  /** Resolves once no render is running or queued (tests). */
  idle(): Promise<void>;
}

/**
 * Incremental regeneration: the server-render bundle the build made renders the pages again with
 * the database's published photos and approved reviews, which also go into the page as a JSON data
 * block for hydration. Files are replaced atomically with the build's brotli and gzip twins, which
 * the static file server picks up on the next request. Changes arriving during a render are folded into one more run.
 */
export function createLivePages({
  db,
  distDir,
  siteUrl,
  logError,
}: {
  db: Db;
  /** SITE_URL, for the sitemap's absolute addresses. */
  siteUrl: string;
  /** dist/client; the bundle and the page template are in dist/server. */
  distDir: string;
  logError: (err: unknown) => void;
}): LivePages | undefined {
  const renderer = pageRenderer(distDir);
  if (!renderer) return undefined;
  const pending = new Set<LiveData>();

  async function renderPage(page: (typeof livePages)[number], data: SiteData) {
    const body = Buffer.from(await renderer!.render(page.url, data));
    const file = path.join(distDir, page.key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await writeWithTwins(file, body);
  }

  /** sitemap.xml again with the photos of each page; its lastmod stays the build's. */
  async function writeSitemap(photos: GalleryPhoto[]) {
    const file = path.join(distDir, 'sitemap.xml');
    const built = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(built)?.[1] ?? dayOf(new Date());
    await writeWithTwins(file, Buffer.from(sitemapXml(siteUrl, lastmod, photoSitemapImages(photos))));
  }

  async function work() {
    const what = new Set(pending);
    pending.clear();
    const photos = listPublishedPhotos(db);
    const reviews = listApprovedTestimonials(db);
    if (what.has('photos')) {
      try {
        await writeSitemap(photos);
      } catch (err) {
        logError(err);
      }
    }
    for (const page of livePages.filter((p) => p.needs.some((n) => what.has(n)))) {
      const data = {
        ...(page.needs.includes('photos') ? { photos } : {}),
        ...(page.needs.includes('reviews') ? { reviews } : {}),
      };
      try {
        await renderPage(page, data);
      } catch (err) {
        logError(err);
      }
    }
  }

  const job = serialJob(work, logError);
  return {
    changed(what) {
      pending.add(what);
      void job.run();
    },
    idle: job.idle,
  };
}
