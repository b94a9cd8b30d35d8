import { createContext, useContext, type ReactNode } from 'react';
import type { GalleryPhoto } from '../../../shared/gallery';
import type { Testimonial } from '../../../shared/testimonial-schema';

/**
 * What the server knew when it rendered a page (published photos, approved reviews). The build
 * renders without it; the server's re-render passes it to React and embeds the same object in the
 * page as a JSON data block, which hydration reads back so both renders match.
 */
export interface SiteData {
  photos?: GalleryPhoto[];
  reviews?: Testimonial[];
}

export const siteDataElementId = 'site-data';

const SiteDataContext = createContext<SiteData>({});

export function SiteDataProvider({ data, children }: { data: SiteData; children: ReactNode }) {
  return <SiteDataContext.Provider value={data}>{children}</SiteDataContext.Provider>;
}

export const useSiteData = () => useContext(SiteDataContext);

/** The data block of a server-rendered page; `<` is escaped so the JSON cannot close the script. */
export function siteDataScript(data: SiteData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${siteDataElementId}">${json}</script>`;
}

export function readSiteData(): SiteData {
  const text = document.getElementById(siteDataElementId)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as SiteData;
  } catch {
    return {};
  }
}
