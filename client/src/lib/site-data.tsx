import { createContext, useContext, type ReactNode } from 'react';
import type { SiteData } from '../../../shared/render-module';

export type { SiteData };

const siteDataElementId = 'site-data';

/**
 * The server's render notes here the photos and reviews the page shows (by id), so the page's data
 * block carries only those, not every published photo and approved review.
 */
export interface ShownOnPage {
  photos: Set<number>;
  reviews: Set<number>;
}

const SiteDataContext = createContext<{ data: SiteData; shown?: ShownOnPage }>({ data: {} });

export function SiteDataProvider({
  data,
  shown,
  children,
}: {
  data: SiteData;
  shown?: ShownOnPage;
  children: ReactNode;
}) {
  return <SiteDataContext.Provider value={{ data, shown }}>{children}</SiteDataContext.Provider>;
}

export const useSiteData = () => useContext(SiteDataContext).data;

/** Called while rendering by what shows live data; does nothing in the browser. */
export function useNoteShown(): (kind: keyof ShownOnPage, items: readonly { id: number }[]) => void {
  const shown = useContext(SiteDataContext).shown;
  return (kind, items) => {
    for (const item of items) shown?.[kind].add(item.id);
  };
}

/** The part of `data` the page showed: what its data block needs for hydration to match. */
export function shownData(data: SiteData, shown: ShownOnPage): SiteData {
  return {
    ...(data.photos ? { photos: data.photos.filter((p) => shown.photos.has(p.id)) } : {}),
    ...(data.reviews ? { reviews: data.reviews.filter((r) => shown.reviews.has(r.id)) } : {}),
    ...(data.booking ? { booking: data.booking } : {}),
    ...(data.priceBook ? { priceBook: data.priceBook } : {}),
    ...(data.proposal ? { proposal: data.proposal } : {}),
    ...(data.contactPlan ? { contactPlan: data.contactPlan } : {}),
  };
}

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
