/**
 * `npx tsx scripts/bench-photo.ts [runs]`: time and peak memory (max RSS of a fresh process) of
 * processing one 12 MP photo (master + 9 variants) as the server's queue does. The photo is made
 * here: coarse noise scaled up (shapes and gradients) with fine grain on top, which compresses
 * like a real photo; each run is a separate process so its peak is the processing alone.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { processPhoto } from '../server/gallery';

if (process.argv[2] === '--one') {
  const [input, out] = process.argv.slice(3) as [string, string];
  const started = performance.now();
  const size = await processPhoto(input, out);
  const seconds = (performance.now() - started) / 1000;
  const peak = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ seconds, peakMb: peak, ...size }));
} else {
  const runs = Number(process.argv[2] ?? 3);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-photo-'));
  const coarse = await sharp(crypto.randomBytes(200 * 150 * 3), { raw: { width: 200, height: 150, channels: 3 } })
    .resize(4000, 3000, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = crypto.randomBytes(coarse.length);
  for (let i = 0; i < coarse.length; i++) coarse[i] = Math.min(255, Math.round(coarse[i]! * 0.9 + (grain[i]! % 26)));
  const input = path.join(dir, 'input.jpg');
  await sharp(coarse, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toFile(input);
  console.log(`input: 4000x3000 JPEG (orientation 6), ${(fs.statSync(input).size / 1e6).toFixed(1)} MB`);
  const baseline = JSON.parse(
    execFileSync(process.execPath, [
      ...process.execArgv,
      '-e',
      'console.log(process.resourceUsage().maxRSS/1024)',
    ]).toString(),
  ) as number;
  for (let i = 1; i <= runs; i++) {
    const out = path.join(dir, `out-${i}`);
    const self = fileURLToPath(import.meta.url);
    const line = execFileSync(process.execPath, [...process.execArgv, self, '--one', input, out])
      .toString()
      .trim();
    const r = JSON.parse(line.split('\n').at(-1)!) as {
      seconds: number;
      peakMb: number;
      width: number;
      height: number;
    };
    console.log(
      `run ${i}: ${r.seconds.toFixed(2)} s, ${r.width}x${r.height}, process peak RSS ${r.peakMb.toFixed(0)} MB`,
    );
    if (i === 1) {
      const files = fs
        .readdirSync(out)
        .map((f) => `${f} ${(fs.statSync(path.join(out, f)).size / 1024).toFixed(0)} KB`);
      console.log(files.join(', '));
    }
  }
  console.log(
    `an idle node process with the same loader peaks at ${baseline.toFixed(0)} MB; cores ${os.availableParallelism()}`,
  );
  fs.rmSync(dir, { recursive: true, force: true });
}
