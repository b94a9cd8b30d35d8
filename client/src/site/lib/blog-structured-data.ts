import { business } from '../../../../shared/business';
import type { BlogPostSummary } from '../content/blog/posts';
import { pageUrl, siteUrl } from '../../lib/site-url';

/** The business as the author and publisher of its articles; same @id as its LocalBusiness node. */
function businessOrganization() {
  return {
    '@type': 'Organization',
    '@id': `${siteUrl}/#business`,
    name: business.name,
    url: `${siteUrl}/`,
    logo: { '@type': 'ImageObject', url: `${siteUrl}/favicon.svg` },
  };
}

export function blogPostingJsonLd(post: BlogPostSummary, wordCount: number) {
  const url = pageUrl(post.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    articleSection: post.category,
    wordCount,
    inLanguage: 'en-US',
    image: `${siteUrl}/og-image.png`,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: businessOrganization(),
    publisher: businessOrganization(),
  };
}

export function blogJsonLd(posts: readonly BlogPostSummary[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${business.name} Blog`,
    url: pageUrl('/blog'),
    publisher: businessOrganization(),
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: post.date,
      url: pageUrl(post.path),
    })),
  };
}
