import type { ComponentProps } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn';

/**
 * A navigation link that marks itself with aria-current="page" on its own route, and with
 * aria-current="true" on a page inside its section (Gallery on /gallery/pantry-storage).
 */
export function NavLink({
  href,
  className,
  activeClassName,
  ...props
}: ComponentProps<'a'> & { href: string; activeClassName?: string }) {
  const [location] = useLocation();
  const current = location === href ? 'page' : location.startsWith(`${href}/`) ? 'true' : undefined;
  return <Link href={href} aria-current={current} className={cn(className, current && activeClassName)} {...props} />;
}
