import type { CtaLink } from '../content/types';
import { cn } from '../../lib/cn';
import { ButtonLink } from '../../ui/button';

/** A primary and an optional secondary button link, side by side (stacked on narrow phones). */
export function CtaButtons({
  primary,
  secondary,
  size = 'lg',
  className,
}: {
  primary: CtaLink;
  secondary?: CtaLink;
  size?: 'md' | 'lg';
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-3 min-[420px]:flex-row min-[420px]:flex-wrap', className)}>
      <ButtonLink href={primary.href} size={size}>
        {primary.label}
      </ButtonLink>
      {secondary ? (
        <ButtonLink href={secondary.href} size={size} variant="secondary">
          {secondary.label}
        </ButtonLink>
      ) : null}
    </div>
  );
}
