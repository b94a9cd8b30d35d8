import { useEffect, useState } from 'react';
import type { GalleryPhoto, GalleryResponse } from '../../../../shared/gallery-schema';
import { useSiteData } from '../../lib/site-data';
import { galleryPath } from '../../../../shared/api/public-paths';

/**
 * The published photos: from the page's data block when the server rendered it with them, else
 * (a page reached by client-side navigation from one without photos) fetched after mount.
 */
export function useGalleryPhotos(): GalleryPhoto[] {
  const rendered = useSiteData().photos;
  const [fetched, setFetched] = useState<GalleryPhoto[]>([]);
  useEffect(() => {
    if (rendered) return;
    let live = true;
    fetch(galleryPath, { credentials: 'omit', headers: { Accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<GalleryResponse>) : { photos: [] }))
      .then((body) => live && setFetched(body.photos))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [rendered]);
  return rendered ?? fetched;
}
