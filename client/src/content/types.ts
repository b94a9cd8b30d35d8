import type { LucideIcon } from 'lucide-react';
import type { BreadcrumbItem, FaqItem } from '../components/seo/structured-data';

export type { BreadcrumbItem, FaqItem };

/** Content shapes of spec section 3. */
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
