import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '../../ui/button';

/**
 * A small secondary button on a card that is a link, its icon before its words: to a staff page
 * (the router's Link), or with `file` to a file the browser fetches itself (a contract's PDF).
 */
export function CardLink({
  href,
  icon: Icon,
  file = false,
  children,
  ...props
}: {
  href: string;
  icon: LucideIcon;
  file?: boolean;
  children: ReactNode;
} & Pick<ComponentProps<'a'>, 'aria-describedby' | 'download'>) {
  const className = buttonVariants({ size: 'sm', variant: 'secondary' });
  const content = (
    <>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </>
  );
  return file ? (
    <a href={href} className={className} {...props}>
      {content}
    </a>
  ) : (
    <Link href={href} className={className} {...props}>
      {content}
    </Link>
  );
}
