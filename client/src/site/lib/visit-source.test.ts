import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackContactClick, trackPageView, visitSource } from './visit-source';

let beacons: { url: string; body: unknown; type: string }[];
/** One per sendBeacon call (made synchronously by the code under test), settled once its body is read. */
let reads: Promise<void>[];

beforeEach(() => {
  beacons = [];
  reads = [];
  sessionStorage.clear();
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, data: Blob) => {
      // jsdom's Blob has no text(): read it as a browser without it would.
      const reader = new FileReader();
      reads.push(
        new Promise((resolve) => {
          reader.onload = () => {
            beacons.push({ url, body: JSON.parse(String(reader.result)) as unknown, type: data.type });
            resolve();
          };
        }),
      );
      reader.readAsText(data);
      return true;
    }),
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'globalPrivacyControl');
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const land = (url: string, referrer: string) => {
  window.history.replaceState(null, '', url);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
};
/** Every beacon sent so far, once each one's body has been read (no fixed wait). */
const sent = async () => {
  await Promise.all(reads);
  return beacons;
};

describe('visit source', () => {
  it('the first page of a visit is its landing: path, campaign tags and the referring host are kept', async () => {
    land('/city/westport?utm_source=newsletter&utm_medium=email&utm_campaign=spring', 'https://mail.example.com/x?y');
    trackPageView('/city/westport');
    trackPageView('/contact');
    expect(await sent()).toEqual([
      { url: '/api/events', type: 'application/json', body: { type: 'landing', path: '/city/westport' } },
      { url: '/api/events', type: 'application/json', body: { type: 'view', path: '/city/westport' } },
      { url: '/api/events', type: 'application/json', body: { type: 'view', path: '/contact' } },
    ]);
    window.history.replaceState(null, '', '/contact');
    expect(visitSource()).toEqual({
      landingPath: '/city/westport',
      referrerHost: 'mail.example.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      formPath: '/contact',
    });
  });

  it('a referrer from this site is not a source', async () => {
    land('/gallery', `${window.location.origin}/about`);
    trackPageView('/gallery');
    expect((await sent()).map((b) => b.body)).toEqual([
      { type: 'landing', path: '/gallery' },
      { type: 'view', path: '/gallery' },
    ]);
    expect(visitSource()).toEqual({ landingPath: '/gallery', formPath: '/gallery' });
  });

  it('phone and e-mail clicks are counted for the page; other links are not', async () => {
    window.history.replaceState(null, '', '/contact');
    document.body.innerHTML =
      '<a href="tel:+12035550100"><span>Call</span></a><a href="mailto:a@example.com">Mail</a><a href="/faq">FAQ</a>';
    const stay = (e: Event) => e.preventDefault(); // jsdom cannot follow tel: or page links
    document.addEventListener('click', trackContactClick);
    document.addEventListener('click', stay);
    const click = (selector: string) => document.querySelector<HTMLElement>(selector)?.click();
    click('span');
    click('a[href^="mailto:"]');
    click('a[href="/faq"]');
    document.removeEventListener('click', trackContactClick);
    document.removeEventListener('click', stay);
    expect((await sent()).map((b) => b.body)).toEqual([
      { type: 'call', path: '/contact' },
      { type: 'email', path: '/contact' },
    ]);
  });

  it('with Global Privacy Control nothing is sent or remembered, and the form sends no source', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, get: () => true });
    land('/city/westport?utm_source=newsletter', 'https://mail.example.com/');
    trackPageView('/city/westport');
    document.body.innerHTML = '<a href="tel:+12035550100">Call</a>';
    document.addEventListener('click', trackContactClick);
    document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    document.querySelector('a')?.click();
    document.removeEventListener('click', trackContactClick);
    expect(await sent()).toEqual([]);
    expect(sessionStorage.length).toBe(0);
    expect(visitSource()).toBeUndefined();
  });

  it('admin pages, the review page and unknown paths are never counted', async () => {
    trackPageView('/admin');
    trackPageView('/review');
    trackPageView('/no-such-page');
    expect(await sent()).toEqual([]);
    expect(sessionStorage.length).toBe(0);
  });
});
