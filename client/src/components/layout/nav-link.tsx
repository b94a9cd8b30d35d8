import type { ComponentProps } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn';

/** A navigation link that marks itself with aria-current="page" on its own route. */
export function NavLink({
  href,
  className,
  activeClassName,
  ...props
}: ComponentProps<'a'> & { href: string; activeClassName?: string }) {
  const [location] = useLocation();
  const active = location === href;
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(className, active && activeClassName)}
      {...props}
    />
  );
}
