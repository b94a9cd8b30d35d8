import type { LucideIcon } from 'lucide-react';
import type { BreadcrumbItem } from '../../lib/structured-data';

/** Breadcrumbs and FAQs are typed where their JSON-LD is built. */
export type { BreadcrumbItem, FaqItem } from '../../lib/structured-data';

/** A card whose title links to another page. */
export interface LinkCardItem {
  title: string;
  description: string;
  href: string;
  icon: LucideIcon;
}

export interface Town {
  name: string;
  /** A town with its own page links to it. */
  href?: string;
}

/** Content shapes of the pages. */
export interface ServiceCard {
  title: string;
  description: string;
  icon: LucideIcon;
  href: string;
  features: string[];
  ctaLabel: string;
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
  icon: LucideIcon;
}

export interface TestimonialCard {
  quote: string;
  author: string;
  location: string;
  /** A gallery photo staff attached to the review. */
  photoUrl?: string | null;
}

export interface AccessoryCategory {
  name: string;
  icon: LucideIcon;
  items: { name: string; description: string }[];
}

export interface GalleryItem {
  category: string;
  location: string;
  alt: string;
}

export interface CtaLink {
  label: string;
  href: string;
}

/** The copy of a guide page (page-parts/guide-page.tsx) around its own sections. */
export interface GuidePageContent {
  breadcrumb: BreadcrumbItem;
  eyebrow: string;
  title: string;
  intro: string;
  /** Offered in the header and again in the closing band. */
  ctas: { primary: CtaLink; secondary: CtaLink };
  closing: { title: string; text: string };
}
