import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

const eyebrowVariants = cva('text-sm font-semibold uppercase tracking-wider', {
  variants: {
    tone: {
      brass: 'text-brass-700',
      muted: 'text-ink-muted',
      /** On the dark footer. */
      light: 'text-brass-300',
    },
  },
  defaultVariants: { tone: 'brass' },
});

/**
 * The small upper-case line above a heading, or a small upper-case label. As an h2/h3 it keeps the
 * sans-serif face the base styles would otherwise replace with the heading serif.
 */
export function Eyebrow({
  as: Tag = 'p',
  tone,
  className,
  ...props
}: ComponentProps<'p'> & VariantProps<typeof eyebrowVariants> & { as?: 'p' | 'h2' | 'h3' }) {
  return <Tag className={cn(eyebrowVariants({ tone }), Tag !== 'p' && 'font-sans', className)} {...props} />;
}
