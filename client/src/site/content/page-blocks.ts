import type { LucideIcon } from 'lucide-react';
import type { ProcessStep } from './types';

/** An icon card: a titled point with a short description. */
export interface FeatureCardData {
  title: string;
  description: string;
  icon: LucideIcon;
}

export interface ComparisonColumnData {
  title: string;
  /** A short highlighted figure such as a price range. */
  highlight?: string;
  description: string;
  points: string[];
}

interface BlockBase {
  /** Unique on the page; labels the section for assistive technology. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
}

/** The building blocks a content page is assembled from, each rendered by one section component. */
export type PageBlock =
  | (BlockBase & { kind: 'cards'; cards: FeatureCardData[] })
  | (BlockBase & { kind: 'checklist'; items: string[] })
  | (BlockBase & { kind: 'comparison'; columns: ComparisonColumnData[] })
  | (BlockBase & { kind: 'steps'; steps: ProcessStep[] })
  | (BlockBase & { kind: 'text'; paragraphs: string[]; points?: string[]; icon?: LucideIcon })
  | (BlockBase & { kind: 'callout'; paragraphs: string[]; icon: LucideIcon });
