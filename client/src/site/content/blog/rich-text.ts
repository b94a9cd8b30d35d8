import type { SitePath } from '../../../../../shared/paths';

/** An in-site link inside running text; `href` must be one of the site's routes. */
interface LinkPart {
  text: string;
  href: SitePath;
}

interface StrongPart {
  strong: string;
}

type InlinePart = string | LinkPart | StrongPart;

/** A run of text: a plain string, or parts mixing text, links and emphasis. */
export type RichText = string | readonly InlinePart[];

interface TableBlock {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly RichText[])[];
}

/** One block of long-form copy; the key names the element it renders as. */
export type Block =
  { p: RichText } | { ul: readonly RichText[] } | { ol: readonly RichText[] } | { h3: string } | { table: TableBlock };

/** A titled part of a long-form page, rendered as an h2 followed by its blocks. */
export interface ContentSection {
  id: string;
  heading: string;
  blocks: readonly Block[];
}
