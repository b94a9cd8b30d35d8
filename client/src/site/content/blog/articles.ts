import type { BlogArticle } from './article';
import { garageStorageSystems } from './garage-storage-systems';
import { pantryOrganizationIdeas } from './pantry-organization-ideas';
import type { BlogSlug } from './posts';
import { walkInVsReachInClosets } from './walk-in-vs-reach-in-closets';

export const blogArticles: Record<BlogSlug, BlogArticle> = {
  'walk-in-vs-reach-in-closets': walkInVsReachInClosets,
  'pantry-organization-ideas': pantryOrganizationIdeas,
  'garage-storage-systems': garageStorageSystems,
};
