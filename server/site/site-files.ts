import fs from 'node:fs';
import path from 'node:path';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface SiteFile {
  contentType: string;
  etag: string;
  immutable: boolean;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * Loads the whole build output into memory once, with the brotli and gzip twins the build wrote,
 * keyed by URL path ("/contact/index.html" is served for "/contact"). The site is small (a few MB),
 * and serving from memory keeps the request path free of disk reads.
 */
export function loadSiteFiles(root: string): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  for (const full of walk(root)) {
    if (full.endsWith('.br') || full.endsWith('.gz')) continue;
    const rel = '/' + path.relative(root, full).split(path.sep).join('/');
    if (rel.startsWith('/.vite/')) continue;
    files.set(rel, loadSiteFile(root, rel));
  }
  return files;
}

/** One file of the build (or a re-rendered page) with its brotli and gzip twins, by its key. */
export function loadSiteFile(root: string, rel: string): SiteFile {
  const full = path.join(root, rel);
  const identity = fs.readFileSync(full);
  const bodies: SiteFile['bodies'] = { identity };
  if (fs.existsSync(full + '.br')) bodies.br = fs.readFileSync(full + '.br');
  if (fs.existsSync(full + '.gz')) bodies.gzip = fs.readFileSync(full + '.gz');
  const stat = fs.statSync(full);
  return {
    contentType: contentTypes[path.extname(full)] ?? 'application/octet-stream',
    etag: `"${identity.length.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    immutable: rel.startsWith('/assets/'),
    bodies,
  };
}

/** Maps a request path to the key of the file that serves it. */
export function fileKeyFor(urlPath: string): string {
  if (urlPath === '/') return '/index.html';
  if (path.posix.extname(urlPath) !== '') return urlPath;
  return `${urlPath.replace(/\/+$/, '')}/index.html`;
}

/** Codings the header accepts with a q-value above 0 ("br;q=0" refuses brotli). */
function acceptedCodings(acceptEncoding: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

export function pickEncoding(acceptEncoding: string | undefined, file: SiteFile): Encoding {
  const accepted = acceptedCodings(acceptEncoding);
  if (file.bodies.br && accepted.has('br')) return 'br';
  if (file.bodies.gzip && accepted.has('gzip')) return 'gzip';
  return 'identity';
}
