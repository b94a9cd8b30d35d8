import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** The white, bordered, shadowed panel; for a list item or article use `cardVariants()` on that element. */
export const cardVariants = cva('rounded-xl border border-line bg-white shadow-card', {
  variants: {
    padding: { default: 'p-6', compact: 'p-5', spacious: 'p-8', none: '' },
  },
  defaultVariants: { padding: 'default' },
});

export function Card({ className, padding, ...props }: ComponentProps<'div'> & VariantProps<typeof cardVariants>) {
  return <div className={cn(cardVariants({ padding }), className)} {...props} />;
}
