import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { servicePageLoaders } from '../content/service-pages/loaders';
import { serviceSlugs, type ServicePageContent, type ServiceSlug } from '../content/services';
import ServicePage from './service-page';

const expectedFaqCount: Record<ServiceSlug, number> = {
  'custom-closets': 5,
  'pantry-storage': 3,
  'garage-cabinets': 3,
  'laundry-mudroom': 3,
  'home-office': 3,
  'kids-closets': 3,
};

/** Button labels and targets the spec fixes; the others only fix the targets. */
const expectedButtons: Record<ServiceSlug, [string | null, string][]> = {
  'custom-closets': [
    [null, '/contact'],
    [null, '/gallery'],
  ],
  'pantry-storage': [
    [null, '/contact'],
    [null, '/gallery'],
  ],
  'garage-cabinets': [
    ['Plan My Garage', '/contact'],
    ['View Materials', '/materials-finishes'],
  ],
  'laundry-mudroom': [
    ['Design My Mudroom', '/contact'],
    ['View Gallery', '/gallery'],
  ],
  'home-office': [
    ['Build My Office', '/contact'],
    ['Our Process', '/design-process'],
  ],
  'kids-closets': [
    ['Plan Kids Storage', '/contact'],
    [null, '/gallery'],
  ],
};

// The same per-service chunks the routes load, read once for the whole file.
const servicePages = Object.fromEntries(
  await Promise.all(serviceSlugs.map(async (slug) => [slug, await servicePageLoaders[slug]()] as const)),
) as Record<ServiceSlug, ServicePageContent>;

function jsonLdOfType(container: HTMLElement, type: string) {
  return [...container.querySelectorAll('script[type="application/ld+json"]')]
    .map((s) => JSON.parse(s.textContent ?? '{}') as { '@type': string; [k: string]: unknown })
    .filter((d) => d['@type'] === type);
}

describe.each(serviceSlugs)('service page template: %s', (slug) => {
  const page = servicePages[slug];

  it('renders one h1, the breadcrumb and a section heading per content block', () => {
    render(<ServicePage slug={slug} page={servicePages[slug]} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText((_, el) => el?.getAttribute('aria-current') === 'page')).toBeInTheDocument();
    for (const block of page.blocks)
      expect(screen.getByRole('heading', { level: 2, name: block.title })).toBeInTheDocument();
  });

  it(`shows ${expectedFaqCount[slug]} FAQ items and the same questions in its FAQPage JSON-LD`, () => {
    const { container } = render(<ServicePage slug={slug} page={servicePages[slug]} />);
    const faq = screen.getByRole('region', { name: /FAQ$/ });
    const questions = within(faq)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(questions).toHaveLength(expectedFaqCount[slug]);
    const [faqLd] = jsonLdOfType(container, 'FAQPage');
    const ldQuestions = (faqLd?.mainEntity as { name: string }[]).map((q) => q.name);
    expect(ldQuestions).toEqual(questions);
  });

  it('links its buttons with the spec’s labels and targets', () => {
    render(<ServicePage slug={slug} page={servicePages[slug]} />);
    const ctas = [page.primaryCta, page.secondaryCta];
    expectedButtons[slug].forEach(([label, href], i) => {
      const cta = ctas[i];
      expect(cta?.href).toBe(href);
      if (label) expect(cta?.label).toBe(label);
      const links = screen.getAllByRole('link', { name: cta?.label });
      expect(links.length).toBeGreaterThanOrEqual(1);
      for (const link of links) expect(link).toHaveAttribute('href', href);
    });
  });

  it('declares a BreadcrumbList of Home then the service', () => {
    const { container } = render(<ServicePage slug={slug} page={servicePages[slug]} />);
    const [crumbs] = jsonLdOfType(container, 'BreadcrumbList');
    const names = (crumbs?.itemListElement as { name: string; item: string }[]).map((i) => i.name);
    expect(names[0]).toBe('Home');
    expect(names).toHaveLength(2);
  });
});

describe('service page FAQ accordion', () => {
  it('opens one item at a time and closes an open item again', async () => {
    const user = userEvent.setup();
    render(<ServicePage slug="custom-closets" page={servicePages['custom-closets']} />);
    const [first, second] = within(screen.getByRole('region', { name: /FAQ$/ })).getAllByRole('button');
    if (!first || !second) throw new Error('expected FAQ items');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});
