/**
 * Renders client/public/og-image.png (1200×630, the Open Graph / Twitter card image) from the
 * HTML design below. Run once after changing the design or the business name, then commit the PNG:
 *   npx tsx scripts/make-og-image.ts
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { business } from '../shared/business';
import { chromiumPath } from './audit/config';
import { chromiumFlags } from './lib/debian-browser';

// A stylised closet elevation: two bays, shelves, a hanging rod with hangers, drawers.
const hangers = Array.from({ length: 6 }, (_, i) => {
  const x = 64 + i * 26;
  return `<path d="M${x} 214 l-16 22 h32 z" fill="none" stroke="#ddbf8a" stroke-width="3" opacity="0.8"/>`;
}).join('');
const shelves = [120, 170, 390, 440]
  .map((y) => `<rect x="232" y="${y}" width="152" height="6" fill="#ddbf8a" opacity="0.7"/>`)
  .join('');
const drawers = [470, 520, 570]
  .map(
    (y) =>
      `<rect x="40" y="${y}" width="176" height="42" rx="3" fill="none" stroke="#ddbf8a" stroke-width="3" opacity="0.7"/>` +
      `<rect x="110" y="${y + 18}" width="36" height="5" rx="2" fill="#ddbf8a"/>`,
  )
  .join('');
const closet = `<rect x="24" y="60" width="376" height="570" fill="none" stroke="#ddbf8a" stroke-width="4" opacity="0.5"/>
    <rect x="224" y="60" width="4" height="570" fill="#ddbf8a" opacity="0.5"/>
    <rect x="40" y="206" width="176" height="6" rx="3" fill="#b8873b"/>${hangers}${shelves}${drawers}`;

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; background: #153a46; color: #fff; font-family: 'Liberation Sans', sans-serif;
    position: relative; overflow: hidden; }
  svg { position: absolute; right: 0; top: 0; }
  .card { position: absolute; left: 72px; top: 80px; width: 680px; }
  .eyebrow { color: #ddbf8a; font-size: 26px; font-weight: 700; letter-spacing: 4px; text-transform: uppercase; }
  h1 { font-family: 'Liberation Serif', 'DejaVu Serif', serif; font-size: 80px; line-height: 1.04; margin-top: 26px; }
  .rule { width: 120px; height: 6px; background: #b8873b; margin: 36px 0 30px; }
  p { font-size: 32px; line-height: 1.4; color: #d6e7ec; }
  .points { position: absolute; left: 72px; bottom: 56px; font-size: 21px; color: #fff; font-weight: 700; }
  .points span { color: #ddbf8a; padding: 0 10px; }
</style></head><body>
  <svg width="400" height="630" viewBox="0 0 400 630" aria-hidden="true">
    <rect width="400" height="630" fill="#0f2a33"/>${closet}
  </svg>
  <div class="card">
    <div class="eyebrow">${business.region} · Since ${business.foundedYear}</div>
    <h1>${business.name}</h1>
    <div class="rule"></div>
    <p>Custom closets, pantries, garages and home offices across Fairfield and New Haven County.</p>
  </div>
  <div class="points">Free 3D design<span>•</span>Installed by our team<span>•</span>Lifetime hardware warranty</div>
</body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
const out = path.resolve('client/public/og-image.png');
await page.screenshot({ path: out, type: 'png' });
await browser.close();
console.log(`Wrote ${out}`);
