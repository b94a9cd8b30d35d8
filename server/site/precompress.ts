import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest']);

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : [full];
  });
}

/** The site's one compression setting, for the build's files and the pages live pages write again. */
export const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});
export const gzipOptions: zlib.ZlibOptions = { level: 9 };

/** Writes .br and .gz twins of every text file, so the server never compresses per request. */
export function precompress(dir: string): number {
  let count = 0;
  for (const file of walk(dir)) {
    if (!compressible.has(path.extname(file))) continue;
    const data = fs.readFileSync(file);
    if (data.length < 512) continue;
    fs.writeFileSync(file + '.br', zlib.brotliCompressSync(data, brotliOptions(data.length)));
    fs.writeFileSync(file + '.gz', zlib.gzipSync(data, gzipOptions));
    count++;
  }
  return count;
}
