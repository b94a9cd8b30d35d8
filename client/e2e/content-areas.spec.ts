import type { Page } from '@playwright/test';
import { expect, test } from './server-html';
import { business } from '../../shared/business';
import { redirects } from '../../shared/paths';

import { fairfieldTowns, newHavenTowns, serviceLinks } from './spec-facts';
import { expectEmailLink, expectPhoneLink } from './business-links';

// Expected facts are written out here from the spec, not imported from the content files.
const cityServiceLinks = [
  ['Custom Closets', '/services/custom-closets'],
  ['Pantry Storage', '/services/pantry-storage'],
  ['Garage Cabinets', '/services/garage-cabinets'],
  ['Home Office', '/services/home-office'],
] as const;

const cities = [
  {
    slug: 'westport',
    name: 'Westport',
    crumb: '/service-areas/fairfield-county-ct',
    zips: ['06880', '06881', '06889'],
  },
  {
    slug: 'greenwich',
    name: 'Greenwich',
    crumb: '/service-areas/fairfield-county-ct',
    zips: ['06830', '06831', '06836'],
  },
  { slug: 'milford', name: 'Milford', crumb: '/service-areas/new-haven-county-ct', zips: ['06460', '06461'] },
  {
    slug: 'stamford',
    name: 'Stamford',
    crumb: '/service-areas/fairfield-county',
    zips: ['06901', '06902', '06903', '06905'],
  },
  { slug: 'fairfield', name: 'Fairfield', crumb: '/service-areas/fairfield-county', zips: ['06824', '06825'] },
  {
    slug: 'norwalk',
    name: 'Norwalk',
    crumb: '/service-areas/fairfield-county',
    zips: ['06850', '06851', '06853', '06854', '06855'],
  },
  {
    slug: 'new-haven',
    name: 'New Haven',
    crumb: '/service-areas/new-haven-county',
    zips: ['06510', '06511', '06513', '06515'],
  },
];

const texts = async (page: Page, listName: string) =>
  (await page.getByRole('list', { name: listName }).getByRole('listitem').allInnerTexts()).map((t) => t.trim());

/** The FAQ accordion's questions and the FAQPage JSON-LD's questions of the current page. */
async function faqQuestions(page: Page, heading: string) {
  const region = page.getByRole('region', { name: heading });
  const accordion = (await region.getByRole('button').allInnerTexts()).map((t) => t.trim());
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as { '@type': string; mainEntity?: { name: string }[] },
  );
  const faqBlocks = blocks.filter((b) => b['@type'] === 'FAQPage');
  expect(faqBlocks).toHaveLength(1);
  return { accordion, jsonLd: (faqBlocks[0]?.mainEntity ?? []).map((q) => q.name) };
}

async function expectContactCta(page: Page, label: string) {
  await expect(page.getByRole('main').getByRole('link', { name: label, exact: true })).toHaveAttribute(
    'href',
    '/contact',
  );
}

test.describe('service area pages', () => {
  for (const area of [
    { path: '/service-areas/fairfield-county-ct', name: 'Fairfield County', towns: fairfieldTowns },
    { path: '/service-areas/new-haven-county-ct', name: 'New Haven County', towns: newHavenTowns },
  ]) {
    test(`${area.path}: towns, six service links, testimonial, FAQ of 5 and the contact button`, async ({
      serverHtml: page,
    }) => {
      await page.goto(area.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Custom Closets in ${area.name}, CT`);

      const towns = await texts(page, `${area.name} towns`);
      expect(towns).toEqual(area.towns);
      expect(towns).toHaveLength(area.name === 'Fairfield County' ? 23 : 27);

      const services = page.getByRole('region', { name: `Our Services in ${area.name}` });
      const hrefs = await services.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(serviceLinks);

      await expect(page.locator('figure blockquote')).toHaveCount(1);
      await expect(page.locator('figure figcaption')).toContainText(', CT');

      const faq = await faqQuestions(page, `${area.name} FAQ`);
      expect(faq.accordion).toHaveLength(5);
      expect(faq.jsonLd).toEqual(faq.accordion);

      await expectContactCta(page, 'Book Your Free Consultation');
    });
  }

  test('New Haven County towns run alphabetically from Ansonia to Woodbridge', async ({ serverHtml: page }) => {
    await page.goto('/service-areas/new-haven-county-ct');
    const towns = await texts(page, 'New Haven County towns');
    expect(towns).toEqual([...towns].sort((a, b) => a.localeCompare(b)));
    expect(towns[0]).toBe('Ansonia');
    expect(towns.at(-1)).toBe('Woodbridge');
  });

  test('towns with a city page link to it', async ({ serverHtml: page }) => {
    await page.goto('/service-areas/new-haven-county-ct');
    const list = page.getByRole('list', { name: 'New Haven County towns' });
    await list.getByRole('link', { name: 'Milford' }).click();
    await expect(page).toHaveURL('/city/milford');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom Closets in Milford, CT');
  });
});

test.describe('city pages', () => {
  for (const city of cities) {
    test(`/city/${city.slug}: heading, breadcrumb, ZIP codes, sections, service cards and contact links`, async ({
      serverHtml: page,
    }) => {
      await page.goto(`/city/${city.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Custom Closets in ${city.name}, CT`);

      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Service Areas' })).toHaveAttribute('href', city.crumb);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(city.name);

      expect(await texts(page, `${city.name} ZIP codes`)).toEqual(city.zips);
      expect((await texts(page, `${city.name} neighborhoods`)).length).toBeGreaterThanOrEqual(5);

      for (const benefit of ['Free Design Consultation', 'Professional Installation', 'Lifetime Warranty'])
        await expect(page.getByRole('heading', { level: 3, name: benefit })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: `Serving ${city.name} Homeowners Since ${business.foundedYear}` }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: `Why ${city.name} Residents Choose Us` })).toBeVisible();

      const services = page.getByRole('region', { name: `Custom Storage for ${city.name} Homes` });
      for (const [label, href] of cityServiceLinks)
        await expect(services.getByRole('link', { name: label })).toHaveAttribute('href', href);
      await expect(services.getByRole('link')).toHaveCount(4);

      const main = page.getByRole('main');
      await expectContactCta(page, 'Get Free Consultation');
      await expectPhoneLink(main, `Call ${business.phone.display}`);
      await expectEmailLink(main);
    });
  }

  test('every city page has its own copy, not the same text with the name swapped', async ({ serverHtml: page }) => {
    const bodies: string[] = [];
    for (const city of cities) {
      await page.goto(`/city/${city.slug}`);
      const text = await page
        .getByRole('region', { name: `Serving ${city.name} Homeowners Since ${business.foundedYear}` })
        .innerText();
      bodies.push(text.replaceAll(city.name, 'CITY'));
    }
    expect(new Set(bodies).size).toBe(cities.length);
  });

  test('a service card follows the redirect to the real service page', async ({ serverHtml: page }) => {
    await page.goto('/city/norwalk');
    await page
      .getByRole('region', { name: 'Custom Storage for Norwalk Homes' })
      .getByRole('link', { name: 'Pantry Storage' })
      .click();
    await expect(page).toHaveURL('/pantry-storage');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('the quirky breadcrumb follows the redirect to the county page', async ({ serverHtml: page }) => {
    await page.goto('/city/new-haven');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Service Areas' }).click();
    await expect(page).toHaveURL('/service-areas/new-haven-county-ct');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom Closets in New Haven County, CT');
  });

  test('every non-page link on the city pages answers 301 with its real page', async ({
    serverHtml: page,
    request,
  }) => {
    const expected: Record<string, string> = redirects;
    const seen = new Set<string>();
    for (const city of cities) {
      await page.goto(`/city/${city.slug}`);
      const hrefs = await page
        .getByRole('main')
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      hrefs.forEach((href) => seen.add(href));
    }
    for (const href of seen) {
      const res = await request.get(href, { maxRedirects: 0 });
      if (href in expected) {
        expect(res.status(), href).toBe(301);
        expect(res.headers()['location'], href).toBe(expected[href]);
      } else {
        expect(res.status(), href).toBe(200);
      }
    }
    for (const href of Object.keys(expected)) expect(seen, href).toContain(href);
  });
});

test.describe('about, financing and FAQ', () => {
  test('/about: story, four differentiators and Meet Your Designer', async ({ serverHtml: page }) => {
    await page.goto('/about');
    await expect(page.getByRole('region', { name: 'Our Story' })).toContainText(String(business.foundedYear));
    await expect(page.getByRole('region', { name: 'Our Story' })).toContainText('in-house team');
    const differentiators = page.getByRole('region', { name: 'What Sets Us Apart' }).getByRole('heading', { level: 3 });
    await expect(differentiators).toHaveText([
      'Design Excellence',
      'Precision Installation',
      'Clear Communication',
      'Respect for Your Home',
    ]);
    await expectContactCta(page, 'Meet Your Designer');
  });

  test('/financing: benefits, four steps, See Your Options and no invented terms', async ({ serverHtml: page }) => {
    await page.goto('/financing');
    await expect(
      page.getByRole('region', { name: 'Why Homeowners Finance' }).getByRole('heading', { level: 3 }),
    ).not.toHaveCount(0);
    const steps = page.getByRole('region', { name: 'How It Works' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expectContactCta(page, 'See Your Options');
    const text = await page.getByRole('main').innerText();
    expect(text).not.toMatch(/\d+(\.\d+)?\s*%|\bAPR\b|\d+\s*months?\b/i);
  });

  test('/faq: 12 questions in the accordion and the same 12 in FAQPage JSON-LD, contact and call buttons', async ({
    page,
  }) => {
    await page.goto('/faq');
    const faq = await faqQuestions(page, 'Common Questions');
    expect(faq.accordion).toHaveLength(12);
    expect(faq.jsonLd).toEqual(faq.accordion);
    await expectContactCta(page, 'Contact Us');
    await expectPhoneLink(page.getByRole('main'), `Call ${business.phone.display}`);

    const region = page.getByRole('region', { name: 'Common Questions' });
    const first = region.getByRole('button', { name: 'How much does a custom closet cost?' });
    const second = region.getByRole('button', { name: 'How long does installation take?' });
    // The accordion opens once React owns the page (a click on the server HTML alone does nothing).
    await expect(page.locator('html[data-hydrated-path="/faq"]')).toHaveCount(1);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(region.getByText('$1,200–$2,000')).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});
