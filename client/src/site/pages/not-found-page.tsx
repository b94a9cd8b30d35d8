import { AlertCircle } from 'lucide-react';
import { notFoundRoute } from '../../../../shared/paths';
import { Card } from '../../ui/card';
import { ButtonLink } from '../../ui/button';
import { PageHead } from '../../ui/seo/page-head';

export default function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <div className="flex items-center gap-2">
          <AlertCircle aria-hidden="true" className="size-8 text-red-700" />
          <h1 className="font-sans text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-ink-soft">Did you forget to add the page to the router?</p>
        <ButtonLink href="/" variant="secondary" className="mt-6">
          Back to the home page
        </ButtonLink>
      </Card>
    </div>
  );
}

/** An address that is no page, as the site's router and the staff area's both answer it. */
export function NotFoundRoute() {
  return (
    <>
      <PageHead path="/404" {...notFoundRoute} noindex />
      <NotFoundPage />
    </>
  );
}
