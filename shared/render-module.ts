import type { PublicPriceBook } from './design/price-book';
import type { BookingPageData } from './booking';
import type { GalleryPhoto } from './gallery-schema';
import type { ProposalPageData } from './proposals/proposal-page-data';
import type { Testimonial } from './testimonial-schema';

/**
 * What the server knew when it rendered a page (published photos, approved reviews). The build
 * renders without it; the server's re-render passes it to React and embeds the same object in the
 * page as a JSON data block (client/src/lib/site-data.tsx), which hydration reads back so both
 * renders match.
 */
export interface SiteData {
  photos?: GalleryPhoto[];
  reviews?: Testimonial[];
  /** The homeowner's booking page (/book/:token), rendered per request: its data block carries all of it. */
  booking?: BookingPageData;
  /** The price book a plan's address (/plan?…) was estimated with, rendered per request. */
  priceBook?: PublicPriceBook;
  /** The homeowner's proposal page (/proposal/:token), rendered per request with its token. */
  proposal?: ProposalPageData;
  /** The plan a consultation request carries (/contact?plan=…), read and priced per request. */
  contactPlan?: ContactPlan;
}

/**
 * A plan attached to /contact: its address (designToQuery's string, sent with the request) and its
 * one line (planSummary), or the sentence saying why it could not be read.
 */
export type ContactPlan =
  { query: string; summary: string; error?: undefined } | { error: string; query?: undefined; summary?: undefined };

/**
 * The SSR bundle's interface (client/src/entry-server.tsx): the build prerenders with it and the
 * server re-renders live pages with it. scripts/build.ts checks that the client's module satisfies it,
 * so the server depends on this type and never on the client.
 */
export interface RenderModule {
  /** `data` in the answer is the part of the given data the page showed: its hydration data. */
  render(url: string, data?: SiteData): Promise<{ html: string; data: SiteData; redirectTo?: string }>;
  siteDataScript(data: SiteData): string;
}
