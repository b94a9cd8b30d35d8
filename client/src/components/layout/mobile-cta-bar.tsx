import { Phone } from 'lucide-react';
import { useLocation } from 'wouter';
import { business, telHref } from '../../../../shared/business';
import { buttonVariants, ButtonLink } from '../ui/button';
import { bookingPagePath } from '../../../../shared/paths';

/** Pages where the homeowner is already at a form (or, on /book, has already asked): the bar offers the phone instead. */
const formPages = ['/contact', '/review', bookingPagePath];
const atForm = (path: string) => formPages.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * Fixed bottom bar on small screens ("Request a Free Design Consultation"). On the form pages it is the tap-to-call
 * link rather than a link to the page itself; the staff dashboard has none.
 */
export function MobileCtaBar() {
  const [path] = useLocation();
  if (path === '/admin') return null;
  const onForm = atForm(path);
  return (
    <aside
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
