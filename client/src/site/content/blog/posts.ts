import type { SitePath } from '../../../../../shared/paths';

export type BlogSlug = 'walk-in-vs-reach-in-closets' | 'pantry-organization-ideas' | 'garage-storage-systems';

/** Blog post summary (slug, title, excerpt, category, date): what the listing and each article header show. */
export interface BlogPostSummary {
  slug: BlogSlug;
  path: SitePath;
  title: string;
  /** Used by the breadcrumb trail. */
  shortTitle: string;
  excerpt: string;
  category: 'Closets' | 'Pantry' | 'Garage';
  /** ISO date (YYYY-MM-DD) of publication. */
  date: string;
}

/** Newest first. */
export const blogPosts: readonly BlogPostSummary[] = [
  {
    slug: 'walk-in-vs-reach-in-closets',
    path: '/blog/walk-in-vs-reach-in-closets',
    title: 'Walk-In vs. Reach-In Closets: Which Is Right for Your Home?',
    shortTitle: 'Walk-In vs. Reach-In Closets',
    excerpt:
      'How much room each type really needs, what each costs in Connecticut, and how to get the most out of the closet your house actually has.',
    category: 'Closets',
    date: '2024-03-15',
  },
  {
    slug: 'pantry-organization-ideas',
    path: '/blog/pantry-organization-ideas',
    title: 'Pantry Organization Ideas That Actually Last',
    shortTitle: 'Pantry Organization Ideas',
    excerpt:
      'Zones, the right shelf depths, pull-outs where they earn their keep and labels you will keep up: ideas for reach-in and walk-in pantries that stay organized.',
    category: 'Pantry',
    date: '2024-03-10',
  },
  {
    slug: 'garage-storage-systems',
    path: '/blog/garage-storage-systems',
    title: 'Garage Storage Systems: Cabinets, Slatwall or Overhead?',
    shortTitle: 'Garage Storage Systems',
    excerpt:
      'Cabinets, slatwall and overhead racks each solve a different problem. When to choose each, how to combine them, and what a Connecticut winter means for your garage.',
    category: 'Garage',
    date: '2024-03-05',
  },
];

export function findPost(slug: string): BlogPostSummary | undefined {
  return blogPosts.find((post) => post.slug === slug);
}

/** "2024-03-15" → "March 15, 2024"; read as a UTC calendar date so it never shifts by a day. */
export function formatPostDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
