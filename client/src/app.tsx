import { lazy, Suspense } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { proposalPagePath, redirects, staffAreaPath } from '../../shared/paths';
import { SiteLayout } from './site/layout/site-layout';
import { PageHead } from './ui/seo/page-head';
import { ToastOutlet } from './ui/toast-outlet';
import { SiteDataProvider, type ShownOnPage, type SiteData } from './lib/site-data';
import { NotFoundRoute } from './site/pages/not-found-page';
import { AdminPage, siteRoutes } from './site-routes';

// The homeowner's booking page: rendered per request by the server, never prerendered.
const BookingPage = lazy(() => import('./site/pages/booking-page'));
// The homeowner's proposal page: rendered per request too, with the proposal the link opens.
const ProposalPage = lazy(() => import('./site/pages/proposal-page'));

export interface SsrContext {
  redirectTo?: string;
}

interface AppProps {
  /** Set by the prerender step; the browser reads the real location. */
  ssrPath?: string;
  ssrContext?: SsrContext;
  /** The query string of the rendered URL (the gallery's ?room=). */
  ssrSearch?: string;
  /** Photos and reviews the server rendered the page with (see lib/site-data.tsx). */
  data?: SiteData;
  /** Server render only: collects what the page shows of `data`. */
  shown?: ShownOnPage;
}

export function App({ ssrPath, ssrContext, ssrSearch, data = {}, shown }: AppProps) {
  return (
    <>
      <SiteDataProvider data={data} shown={shown}>
        <Router ssrPath={ssrPath} ssrSearch={ssrSearch} ssrContext={ssrContext}>
          <SiteLayout>
            <Suspense fallback={<div className="min-h-[60vh]" />}>
              <Switch>
                {Object.entries(redirects).map(([from, to]) => (
                  <Route key={from} path={from}>
                    <Redirect to={to} replace />
                  </Route>
                ))}
                {siteRoutes.map(({ path, component: Page, ...meta }) => (
                  <Route key={path} path={path}>
                    <PageHead path={path} {...meta} />
                    <Page />
                  </Route>
                ))}
                {/* The staff area routes its own pages and sets their head; an address it does not know is the 404 page. */}
                <Route path={`${staffAreaPath}/*?`}>
                  <AdminPage />
                </Route>
                <Route path="/book/:token">
                  <BookingPage />
                </Route>
                <Route path={`${proposalPagePath}/:token`}>
                  <ProposalPage />
                </Route>
                <Route>
                  <NotFoundRoute />
                </Route>
              </Switch>
            </Suspense>
          </SiteLayout>
        </Router>
      </SiteDataProvider>
      <ToastOutlet />
    </>
  );
}
