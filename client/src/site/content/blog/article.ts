import type { SitePath } from '../../../../../shared/paths';
import type { Block, ContentSection } from './rich-text';

/** The body of one blog article; its title, date and category live in posts.ts. */
export interface BlogArticle {
  intro: readonly Block[];
  sections: readonly ContentSection[];
  /** The closing call to action at the foot of the article. */
  cta: { title: string; text: string; label: string; href: SitePath };
}
