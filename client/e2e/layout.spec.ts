import { expect, test } from './server-html';
import { business, contractorFacts } from '../../shared/business';
import { yearOf } from '../../shared/business-time';
import { footerCompany, footerServiceAreas, footerServices, mainNav } from '../src/site/content/navigation';
import { expectEmailLink, expectPhoneLink } from './business-links';

test.describe('mobile layout', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('menu opens, closes, and closes on navigation', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    for (const link of mainNav)
      await expect(menu.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Our Process' }).click();
    await expect(page).toHaveURL('/design-process');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the open menu and gives focus back to its button', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Gallery' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('Tab never leaves the focused control under the bottom bar', async ({ page }) => {
    for (const path of ['/contact', '/faq']) {
      await page.goto(path);
      const barTop = (await page.getByRole('complementary').last().boundingBox())!.y;
      for (let stop = 0; stop < 40; stop++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body || el.closest('aside')) return null;
          return { name: el.textContent?.trim() || el.id, bottom: el.getBoundingClientRect().bottom };
        });
        if (focused) expect(focused.bottom, `${path}: ${focused.name}`).toBeLessThanOrEqual(barTop);
      }
    }
  });

  test('the bottom bar links to /contact', async ({ page }) => {
    await page.goto('/about');
    const cta = page
      .getByRole('complementary', { name: 'Quick consultation request' })
      .getByRole('link', { name: 'Request a Free Design Consultation' });
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute('href', '/contact');
  });
});

test.describe('mobile layout without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('the menu is a list under the header, since its button could not open it', async ({ page }) => {
    await page.goto('/gallery');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const link of mainNav)
      await expect(menu.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    await expect(menu).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.mouse.wheel(0, 1200);
    await expect(menu).not.toBeInViewport();
  });
});

test.describe('desktop layout', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('header nav has the six links, Free Consultation and the brand link', async ({ serverHtml: page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of mainNav)
      await expect(nav.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Free Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: business.name })).toHaveAttribute('href', '/');
    await expect(page.getByRole('complementary', { name: 'Quick consultation request' })).toBeHidden();
  });

  test('the current route is marked aria-current="page", also after client-side navigation', async ({ page }) => {
    await page.goto('/gallery');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Gallery' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('navigation scrolls to the top and puts focus on the new page’s content', async ({ page }) => {
    await page.goto('/');
    // A click before React owns the link would load /faq afresh, which starts at the top anyway.
    await expect(page.locator('html[data-hydrated-path="/"]')).toHaveCount(1);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/faq');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab goes on from the content, not from the top of the page.
    await expect(page.locator('html[data-hydrated-path="/faq"]')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: business.name })).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('a page keeps where the visitor scrolled before React took it over', async ({ page }) => {
    // The page's script waits until the visitor has scrolled, as on a slow phone.
    let scrolled!: () => void;
    const visitorScrolled = new Promise<void>((resolve) => (scrolled = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await visitorScrolled;
      await route.continue();
    });
    // Module scripts hold back DOMContentLoaded: wait for the server HTML's footer instead.
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    scrolled();
    await expect(page.locator('html[data-hydrated-path="/"]')).toHaveCount(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
  });

  test('the header takes its scrolled look after 20px', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(page.locator('html[data-hydrated-path="/"]')).toHaveCount(1);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    // Positive signal: the scroll event was handled and two frames were painted after it.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(resolve)), {
            once: true,
          });
          window.scrollTo(0, 10);
        }),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(10);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveClass(/backdrop-blur/);
    await expect(header).toHaveClass(/shadow-header/);
  });

  test('footer has every section, link, contact link, tagline, year and privacy link', async ({ serverHtml: page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [title, links] of [
      ['Services', footerServices],
      ['Company', footerCompany],
      ['Service Areas', footerServiceAreas],
    ] as const) {
      const section = footer.getByRole('navigation', { name: title });
      for (const link of links)
        await expect(section.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
    await expectPhoneLink(footer);
    await expectEmailLink(footer);
    await expect(footer.getByText('Serving Connecticut')).toBeVisible();
    await expect(footer.getByText(`© ${yearOf(new Date())}`)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    // Every advertisement names the HIC registration (CGS 20-427(a)): the footer and the structured data.
    await expect(
      footer.getByText(`Registered Connecticut home improvement contractor, ${contractorFacts.hicRegistration}`),
    ).toBeVisible();
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.map((text) => JSON.parse(text) as { identifier?: { value?: string } })).toContainEqual(
      expect.objectContaining({ identifier: expect.objectContaining({ value: contractorFacts.hicRegistration }) }),
    );
  });

  test('the copyright year follows the viewer clock, not the build date', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-06-01T12:00:00'));
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByText('© 2031')).toBeVisible();
  });

  test('the copyright year is Connecticut’s: 10 pm on New Year’s Eve is still the old year', async ({ browser }) => {
    // Already 2032 in UTC and in London, where this browser believes it is.
    const context = await browser.newContext({ timezoneId: 'Europe/London' });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2032-01-01T03:00:00Z'));
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByText('© 2031')).toBeVisible();
    await context.close();
  });
});
