import type { LucideIcon } from 'lucide-react';

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
