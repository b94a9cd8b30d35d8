import { useEffect } from 'react';
import { business } from '../../../../shared/business';
import { pageUrl, siteUrl } from '../../lib/site-url';
import { JsonLd } from './json-ld';
import { localBusinessJsonLd } from '../../lib/structured-data';

interface PageHeadProps {
  path: string;
  title: string;
  description: string;
  type?: 'website' | 'article';
  noindex?: boolean;
}

/** Title, description, canonical, social tags and the LocalBusiness JSON-LD of one page. */
export function PageHead({ path, title, description, type = 'website', noindex = false }: PageHeadProps) {
  const url = pageUrl(path);
  // PageHead shares the route's Suspense boundary with its lazy page, so this runs once the page
  // has loaded and hydrated: tests and the audit wait for it instead of guessing from the network.
  useEffect(() => {
    document.documentElement.dataset.hydratedPath = path;
  }, [path]);
  const image = `${siteUrl}/og-image.png`;
  return (
    <>
      {/* React 19 hoists these into <head> (the prerender step moves them there in the HTML). */}
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <JsonLd data={localBusinessJsonLd()} />
    </>
  );
}
