import type { Locator, Page } from '@playwright/test';
import { expect, test } from './server-html';
import { serviceLinks } from './spec-facts';

/** JSON-LD blocks of one @type on the current page. */
async function jsonLd(page: Page, type: string) {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '{}') as Record<string, unknown>));
  return blocks.filter((b) => b['@type'] === type);
}

/** Every link with this exact name points to href (and there is at least one). */
async function expectLinks(scope: Page | Locator, name: string, href: string) {
  const links = scope.getByRole('link', { name, exact: true });
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', href);
}

async function expectBreadcrumb(page: Page, current: string) {
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(current);
  const [list] = await jsonLd(page, 'BreadcrumbList');
  const names = (list?.itemListElement as { name: string }[]).map((i) => i.name);
  expect(names).toEqual(['Home', current]);
}

test.describe('home page', () => {
  test('hero, trust badges, service cards, team, process, testimonials and closing call to action', async ({
    serverHtml: page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: /Custom Closets & Home Storage/ });
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Get Your Free Design' })).toHaveAttribute('href', '/contact');
    await expect(hero.getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', '/gallery');

    const badges = hero.getByRole('list', { name: 'Why homeowners choose us' }).getByRole('listitem');
    await expect(badges).toHaveText([
      'Free 3D Designs',
      'Professional Installation',
      'Lifetime Hardware Warranty',
      'Serving Fairfield & New Haven County',
    ]);

    const services = page.getByRole('region', { name: 'Storage for Every Room of the House' });
    await expect(services.getByRole('heading', { level: 3 })).toHaveText([
      'Custom Closets',
      'Pantry Storage',
      'Garage Cabinets',
      'Laundry & Mudroom',
      'Home Office',
      "Kids' Closets",
    ]);
    const learnMore = services.getByRole('link', { name: /^Learn More about / });
    await expect(learnMore).toHaveCount(6);
    // The visible label is exactly the spec's; the service name is for assistive technology.
    const visible = await learnMore.evaluateAll((els) =>
      els.map((el) =>
        [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join(''),
      ),
    );
    expect(visible).toEqual(Array(6).fill('Learn More'));
    const hrefs = await learnMore.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(serviceLinks);

    const team = page.getByRole('region', { name: 'Designed, Built and Installed by Our Own Team' });
    await expect(team.getByRole('heading', { level: 3 })).toHaveText([
      /Precise Measurements/,
      /Free 3D Designs/,
      /Premium Hardware, Lifetime Warranty/,
      /Clean, On-Time Installation/,
    ]);

    const process = page.getByRole('region', { name: 'Four Simple Steps to an Organized Home' });
    await expect(process.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([
      /Design Consultation$/,
      /3D Layout & Quote$/,
      /Build & Finish$/,
      /Professional Installation$/,
    ]);

    const testimonials = page.getByRole('region', { name: 'What Connecticut Homeowners Say' }).locator('figure');
    await expect(testimonials).toHaveCount(3);
    for (const card of await testimonials.all()) {
      await expect(card.locator('blockquote')).toHaveText(/^“.{40,}”$/);
      await expect(card.locator('figcaption span').first()).not.toBeEmpty();
      await expect(card.locator('figcaption span').nth(1)).toHaveText(/, CT$/);
    }

    const closing = page.getByRole('region', { name: 'Ready for a space that works as hard as you do?' });
    await expect(closing.getByRole('link', { name: 'Schedule My Free Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('the hero heading is in the server HTML and is the largest contentful paint', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<h1[^>]*id="hero-heading"[^>]*>Custom Closets &amp; Home Storage/);
    for (const viewport of [
      { width: 320, height: 640 },
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const tag = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
              resolve(entries.at(-1)?.element?.tagName ?? 'none');
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(tag, `LCP element at ${viewport.width}px`).toBe('H1');
    }
  });
});

test('/services has a section per service with What’s Included and a link to its page', async ({
  serverHtml: page,
}) => {
  await page.goto('/services');
  await expectBreadcrumb(page, 'Services');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Custom Storage Services' })).toBeVisible();
  const services: [string, string][] = [
    ['Custom Closets', '/custom-closets'],
    ['Pantry Storage', '/pantry-storage'],
    ['Garage Cabinets', '/garage-cabinets'],
    ['Laundry & Mudroom', '/laundry-mudroom'],
    ['Home Office', '/home-office'],
    ["Kids' Closets", '/kids-closets'],
  ];
  for (const [name, href] of services) {
    const section = page.getByRole('region', { name, exact: true });
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(name);
    await expect(section.getByRole('heading', { level: 3, name: "What's Included" })).toBeVisible();
    expect(await section.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    await expect(section.getByRole('link', { name: `Explore ${name}` })).toHaveAttribute('href', href);
  }
  await expect(
    page
      .getByRole('region', { name: /Ready for a space/ })
      .getByRole('link', { name: 'Schedule My Free Consultation' }),
  ).toHaveAttribute('href', '/contact');
});

interface ServiceExpectation {
  path: string;
  crumb: string;
  faqs: number;
  sections: (string | RegExp)[];
  buttons: [string, string][];
}

const servicePages: ServiceExpectation[] = [
  {
    path: '/custom-closets',
    crumb: 'Custom Closets',
    faqs: 5,
    sections: [
      'Walk-In vs. Reach-In Closets',
      'Features Built Into Every Closet',
      'From First Visit to Finished Closet in Four Steps',
      'Optional: Removal of Old Shelving',
    ],
    buttons: [
      ['Design My Closet', '/contact'],
      ['View Gallery', '/gallery'],
    ],
  },
  {
    path: '/pantry-storage',
    crumb: 'Pantry Storage',
    faqs: 3,
    sections: ['The Benefits of a Custom Pantry', 'Pantry Features', 'Organized by Zones', 'Installed in One Day'],
    buttons: [
      ['Plan My Pantry', '/contact'],
      ['View Gallery', '/gallery'],
    ],
  },
  {
    path: '/garage-cabinets',
    crumb: 'Garage Cabinets',
    faqs: 3,
    sections: [
      'Three Systems, One Plan',
      'Built to Handle a Garage',
      'A Workbench Where You Need It',
      'Local Garage Storage Experts',
    ],
    buttons: [
      ['Plan My Garage', '/contact'],
      ['View Materials', '/materials-finishes'],
    ],
  },
  {
    path: '/laundry-mudroom',
    crumb: 'Laundry & Mudroom',
    faqs: 3,
    sections: ['A Mudroom for Every Season', 'A Laundry Room That Makes Laundry Easier'],
    buttons: [
      ['Design My Mudroom', '/contact'],
      ['View Gallery', '/gallery'],
    ],
  },
  {
    path: '/home-office',
    crumb: 'Home Office',
    faqs: 3,
    sections: ['A Built-In Desk Made for Your Work', 'Storage That Keeps the Desk Clear', 'Cable Management, Built In'],
    buttons: [
      ['Build My Office', '/contact'],
      ['Our Process', '/design-process'],
    ],
  },
  {
    path: '/kids-closets',
    crumb: "Kids' Closets",
    faqs: 3,
    sections: ['Storage That Grows With Your Child', 'Playroom Storage That Makes Tidying Easy'],
    buttons: [
      ['Plan Kids Storage', '/contact'],
      ['View Gallery', '/gallery'],
    ],
  },
];

for (const svc of servicePages) {
  test(`${svc.path}: sections, ${svc.faqs} FAQs matching their JSON-LD, and its buttons`, async ({
    serverHtml: page,
  }) => {
    await page.goto(svc.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectBreadcrumb(page, svc.crumb);
    for (const name of svc.sections)
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();

    const faq = page.getByRole('region', { name: `${svc.crumb} FAQ` });
    const triggers = faq.getByRole('button');
    await expect(triggers).toHaveCount(svc.faqs);
    const shown = (await triggers.allTextContents()).map((t) => t.trim());
    const [faqLd] = await jsonLd(page, 'FAQPage');
    expect((faqLd?.mainEntity as { name: string }[]).map((q) => q.name)).toEqual(shown);

    for (const [label, href] of svc.buttons) await expectLinks(page.getByRole('main'), label, href);
  });
}

test('service FAQ accordion opens one item at a time and closes an open item', async ({ page }) => {
  await page.goto('/custom-closets');
  // A click on the prerendered button before React hydrates it does nothing: wait for hydration.
  await expect(page.locator('html[data-hydrated-path="/custom-closets"]')).toHaveCount(1);
  const faq = page.getByRole('region', { name: 'Custom Closets FAQ' });
  const first = faq.getByRole('button', { name: 'How much does a custom closet cost?' });
  const second = faq.getByRole('button', { name: 'How long does installation take?' });
  const firstAnswer = faq.getByText(/A reach-in closet typically costs about \$1,200–\$2,000/);
  await expect(firstAnswer).toBeHidden();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(firstAnswer).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstAnswer).toBeHidden();
  await expect(faq.locator('[data-state="open"][role="region"]')).toHaveCount(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.locator('[data-state="open"][role="region"]')).toHaveCount(0);
});

test('/design-process: six numbered steps, Optional Services and Start Your Design', async ({ serverHtml: page }) => {
  await page.goto('/design-process');
  await expectBreadcrumb(page, 'Our Process');
  const steps = page.getByRole('region', { name: 'Six Steps From First Visit to Finished Space' }).locator('ol > li');
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
    'Step 1: Initial Consultation',
    'Step 2: Precise Measurements',
    'Step 3: 3D Design & Quote',
    'Step 4: Expert Craftsmanship',
    'Step 5: Professional Installation',
    'Step 6: Enjoy Your Organized Space',
  ]);
  const optional = page.getByRole('region', { name: 'Optional Services' });
  await expect(optional).toContainText(/old shelving/i);
  await expectLinks(page.getByRole('main'), 'Start Your Design', '/contact');
});

test('/materials-finishes: materials, finishes, edges, hardware, lighting, samples and its buttons', async ({
  serverHtml: page,
}) => {
  await page.goto('/materials-finishes');
  await expectBreadcrumb(page, 'Materials & Finishes');
  const core = page.getByRole('region', { name: 'What Your System Is Made Of' });
  await expect(core.getByRole('heading', { level: 3 })).toHaveText(['Thermally Fused Melamine', 'Real Wood Veneers']);
  for (const name of [
    'Finish Categories',
    'Edge Profiles',
    'Hardware Built to Last a Lifetime',
    'LED Lighting',
    'See and Touch Samples in Person',
  ])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expectLinks(page.getByRole('main'), 'See Finish Samples', '/contact');
  await expectLinks(page.getByRole('main'), 'View Gallery', '/gallery');
});

test('/accessories: six categories of four described items, and links to /contact and /design-process', async ({
  serverHtml: page,
}) => {
  await page.goto('/accessories');
  await expectBreadcrumb(page, 'Accessories');
  const categories = [
    'Hanging & Display',
    'Shoe Organization',
    'Drawers & Inserts',
    'Hampers & Laundry',
    'Specialty Storage',
    'Lighting',
  ];
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(categories[0] ?? '');
  for (const name of categories) {
    const category = page.getByRole('region', { name, exact: true });
    await expect(category.locator('dt')).toHaveCount(4);
    for (const dd of await category.locator('dd').all()) await expect(dd).toHaveText(/\w+ \w+ \w+/);
  }
  await expectLinks(page.getByRole('main'), 'Add Accessories to My Design', '/contact');
  await expectLinks(page.getByRole('main'), 'See Our Design Process', '/design-process');
});

// WCAG A/AA and heading order (axe's heading-order) on every route at 390 and 1280 px: `npm run audit`.
