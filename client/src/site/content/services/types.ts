import type { ServiceSlug } from '../../../../../shared/services';
import type { LucideIcon } from 'lucide-react';
import type { PageBlock } from '../page-blocks';
import type { CtaLink, FaqItem } from '../types';

export { serviceSlugs, type ServiceSlug } from '../../../../../shared/services';

/** One service as the cards on home and /services show it; its full page is a ServicePageContent. */
export interface Service {
  slug: ServiceSlug;
  /** Short name for cards, breadcrumbs and links. */
  name: string;
  icon: LucideIcon;
  /** One or two sentences for the service cards. */
  summary: string;
  /** A fuller paragraph for the /services overview. */
  overview: string;
  /** The What's Included list on /services. */
  included: string[];
}

/** Everything the service-page template renders for one service. */
export interface ServicePageContent {
  eyebrow: string;
  title: string;
  intro: string;
  /** Short facts shown under the intro, e.g. installation time or a price range. */
  highlights: string[];
  primaryCta: CtaLink;
  secondaryCta: CtaLink;
  blocks: PageBlock[];
  faqs: FaqItem[];
  closing: { title: string; text: string };
}
