import { Phone } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { business, telHref } from '../../../../shared/business';
import { buttonVariants, ButtonLink } from '../../ui/button';
import { bookingPagePath, proposalPagePath } from '../../../../shared/paths';

/**
 * Pages where the homeowner is already at a form (or, on /book and /proposal, has already asked):
 * the bar offers the phone instead.
 */
const formPages = ['/contact', '/review', bookingPagePath, proposalPagePath];
const atForm = (path: string) => formPages.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * Fixed bottom bar on small screens ("Request a Free Design Consultation"). On the form pages it is the tap-to-call
 * link rather than a link to the page itself; the staff pages have none (it would cover their own buttons).
 */
export function MobileCtaBar() {
  const [path] = useLocation();
  const bar = useRef<HTMLElement>(null);
  useKeepFocusAbove(bar);
  if (path === '/admin' || path.startsWith('/admin/')) return null;
  const onForm = atForm(path);
  return (
    <aside
      ref={bar}
      aria-label={onForm ? 'Call us' : 'Quick consultation request'}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 p-3 shadow-header backdrop-blur md:hidden"
    >
      {onForm ? (
        <a href={telHref} className={buttonVariants({ className: 'w-full' })}>
          <Phone aria-hidden="true" className="size-5" />
          Call {business.phone.display}
        </a>
      ) : (
        <ButtonLink href="/contact" className="w-full">
          Request a Free Design Consultation
        </ButtonLink>
      )}
    </aside>
  );
}

/**
 * The page's scroll-padding-bottom (styles.css) keeps what Tab focuses above the bar when the
 * browser scrolls to it, but the browser does not scroll to a control it already counts as on
 * screen, such as a text area whose lower half is behind the bar: this lifts that one clear.
 */
function useKeepFocusAbove(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const lift = (event: FocusEvent) => {
      const barBox = bar.current?.getBoundingClientRect();
      if (!barBox?.height || !(event.target instanceof Element) || bar.current?.contains(event.target)) return;
      const box = event.target.getBoundingClientRect();
      const hidden = box.bottom - barBox.top;
      // Never so far that its top goes under the header (a tall region keeps its start in view).
      const headerRoom = box.top - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
      const by = Math.min(hidden + 16, headerRoom);
      if (hidden > 0 && by > 0) window.scrollBy(0, by);
    };
    document.addEventListener('focusin', lift);
    return () => document.removeEventListener('focusin', lift);
  }, [bar]);
}
