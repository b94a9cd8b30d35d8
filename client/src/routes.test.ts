import { describe, expect, it } from 'vitest';
import { business } from '../../shared/business';
import { privatePaths, publicPaths, sitePaths } from '../../shared/paths';
import { fixedStaffPages } from '../../shared/staff-pages';
import { notFoundRoute, routes } from './routes';

const staffPaths = fixedStaffPages.map((page) => page.path);

// Search engines cut meta descriptions at about 160 characters; past that the sentence ends in "…".
const maxDescription = 160;

describe('route SEO data', () => {
  it.each([...routes.map((r) => [r.path, r.description] as const), ['404', notFoundRoute.description] as const])(
    '%s has a meta description of at most 160 characters',
    (_path, description) => {
      expect(description.trim()).not.toBe('');
      expect(description.length).toBeLessThanOrEqual(maxDescription);
    },
  );

  it('every title carries the business name and every path is listed once', () => {
    for (const route of routes) expect(route.title).toContain(business.name);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });
});

describe('route registry', () => {
  it('gives every path of shared/paths.ts a page, in its order, then the staff pages with a fixed address', () => {
    expect(routes.map((r) => r.path)).toEqual([...sitePaths, ...staffPaths]);
    for (const route of routes) expect(route.component).toBeTruthy();
  });

  it('keeps exactly the noindex routes out of the public paths', () => {
    expect(routes.filter((r) => r.noindex).map((r) => r.path)).toEqual([...privatePaths, ...staffPaths]);
    // The spec's 30 public pages (its 31 routes less /admin), the six gallery rooms and the planner.
    expect(publicPaths).toHaveLength(37);
    expect(publicPaths.filter((p) => p.startsWith('/gallery/'))).toEqual([
      '/gallery/custom-closets',
      '/gallery/pantry-storage',
      '/gallery/garage-cabinets',
      '/gallery/laundry-mudroom',
      '/gallery/home-office',
      '/gallery/kids-closets',
    ]);
    expect([...publicPaths, ...privatePaths].sort()).toEqual([...sitePaths].sort());
  });

  it('gives each staff page its own address under /admin, kept out of search engines and the sitemap', () => {
    expect(staffPaths).toEqual([
      '/admin',
      '/admin/my-day',
      '/admin/jobs',
      '/admin/schedule',
      '/admin/gallery',
      '/admin/price-book',
      '/admin/team',
      '/admin/account',
    ]);
    for (const path of staffPaths) {
      expect(routes.find((r) => r.path === path)?.noindex).toBe(true);
      expect(publicPaths).not.toContain(path);
    }
  });
});
