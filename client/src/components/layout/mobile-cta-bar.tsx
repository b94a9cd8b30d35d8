import { ButtonLink } from '../ui/button';

/** Fixed bottom bar on small screens (spec section 2). */
export function MobileCtaBar() {
  return (
    <aside
      aria-label="Quick consultation request"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 p-3 shadow-header backdrop-blur md:hidden"
    >
      <ButtonLink href="/contact" className="w-full">
        Request a Free Design Consultation
      </ButtonLink>
    </aside>
  );
}
