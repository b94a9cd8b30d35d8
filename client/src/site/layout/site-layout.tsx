import type { ReactNode } from 'react';
import { MobileCtaBar } from './mobile-cta-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { VisitTracker } from './visit-tracker';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* Focusable so the skip link and a route change can put the keyboard and screen reader here. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <MobileCtaBar />
      <VisitTracker />
    </div>
  );
}
