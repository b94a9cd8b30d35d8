import type { ComponentType } from 'react';
import type { SitePage, SitePath } from '../../shared/paths';
import { staffSitePages, type StaffSitePath } from '../../shared/staff-pages';
import { AdminPage, siteRoutes } from './site-routes';

export { notFoundRoute } from '../../shared/paths';

export interface RouteDef extends SitePage {
  path: SitePath | StaffSitePath;
  component: ComponentType;
}

/**
 * Every prerendered page with its component and SEO data: the site's, then the staff pages with a
 * fixed address, which the staff area's own router shows. Feeds the prerender, the audit and the
 * tests; the browser's router (app.tsx) reads the site's routes and hands the staff area over whole.
 */
export const routes: RouteDef[] = [...siteRoutes, ...staffSitePages.map((page) => ({ ...page, component: AdminPage }))];
