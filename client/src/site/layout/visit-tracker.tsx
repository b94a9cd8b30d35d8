import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { trackContactClick, trackPageView } from '../lib/visit-source';

/** Sends the site's own visit counts: every page shown (client navigations too) and contact clicks. */
export function VisitTracker() {
  const [path] = useLocation();
  useEffect(() => trackPageView(path), [path]);
  useEffect(() => {
    document.addEventListener('click', trackContactClick);
    return () => document.removeEventListener('click', trackContactClick);
  }, []);
  return null;
}
