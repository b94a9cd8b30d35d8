import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { business } from '../../../../shared/business';
import { mainNav } from '../content/navigation';
import { cn } from '../../lib/cn';
import { ButtonLink } from '../../ui/button';
import { NavLink } from './nav-link';
import { useScrolled } from './use-scrolled';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  const scrolled = useScrolled(20);
  const menuButton = useRef<HTMLButtonElement>(null);

  // Every route change closes the mobile menu and starts the new page at the top, with focus on its
  // content (not left on the link, which may be gone, or on the page). The page as it loaded keeps
  // its scroll: where the browser restored it, or where the visitor had scrolled before React took
  // the page over.
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    setMenuOpen(false);
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location]);

  // Escape closes the open menu and puts focus back on its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow] duration-200',
        scrolled ? 'border-line/70 bg-linen/80 shadow-header backdrop-blur-md' : 'border-transparent bg-linen',
      )}
    >
      <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          href="/"
          className="whitespace-nowrap font-serif text-lg font-bold text-harbor-800 min-[360px]:text-xl sm:text-2xl"
        >
          {business.name}
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.href}>
                <NavLink
                  href={item.href}
                  className="rounded-md px-3 py-2 font-medium text-ink-soft hover:bg-harbor-50 hover:text-harbor-800"
                  activeClassName="bg-harbor-50 text-harbor-800 underline decoration-brass-500 decoration-2"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden sm:block">
            <ButtonLink href="/contact" size="sm">
              Free Consultation
            </ButtonLink>
          </div>
          <button
            ref={menuButton}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-harbor-800 hover:bg-harbor-50 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-line bg-linen px-4 pb-4 lg:hidden"
      >
        <ul className="flex flex-col py-2">
          {mainNav.map((item) => (
            <li key={item.href}>
              <NavLink
                href={item.href}
                className="block rounded-md px-3 py-3 text-lg font-medium text-ink hover:bg-harbor-50"
                activeClassName="bg-harbor-50 text-harbor-800"
                onClick={() => setMenuOpen(false)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <ButtonLink href="/contact" className="w-full" onClick={() => setMenuOpen(false)}>
          Free Consultation
        </ButtonLink>
      </nav>
    </header>
  );
}
