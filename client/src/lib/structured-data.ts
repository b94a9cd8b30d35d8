import { business, contractorFacts } from '../../../shared/business';
import { redirects } from '../../../shared/paths';
import { pageUrl, siteUrl } from './site-url';

/** One step of a breadcrumb trail; `url` is a site path. */
export interface BreadcrumbItem {
  name: string;
  url: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export function localBusinessJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${siteUrl}/#business`,
    name: business.name,
    description: business.tagline,
    url: `${siteUrl}/`,
    telephone: business.phone.e164,
    email: business.email,
    image: `${siteUrl}/og-image.png`,
    logo: `${siteUrl}/favicon.svg`,
    foundingDate: String(business.foundedYear),
    priceRange: '$$',
    // The registration every advertisement must carry (CGS 20-427(a)); the footer states it too.
    identifier: {
      '@type': 'PropertyValue',
      propertyID: 'Connecticut HIC registration',
      name: 'Connecticut home improvement contractor registration',
      value: contractorFacts.hicRegistration,
    },
    address: {
      '@type': 'PostalAddress',
      addressRegion: business.regionCode,
      addressCountry: business.country,
    },
    areaServed: business.serviceAreas.map((area) => ({
      '@type': 'AdministrativeArea',
      name: `${area.name}, ${business.regionCode}`,
      url: pageUrl(area.path),
    })),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: business.hours.days,
        opens: business.hours.opens,
        closes: business.hours.closes,
      },
    ],
  };
}

/** Home first, then the visible trail; the same items the breadcrumb shows. */
export function breadcrumbJsonLd(items: BreadcrumbItem[]) {
  const trail = [{ name: 'Home', url: '/' }, ...items];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      // The visible link may be a redirecting alias kept as written; search engines get the real page.
      item: pageUrl(redirects[item.url] ?? item.url),
    })),
  };
}

export function faqPageJsonLd(items: FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
