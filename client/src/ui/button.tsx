import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { cn } from '../lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 min-h-11',
  {
    variants: {
      variant: {
        primary: 'bg-harbor-700 text-white hover:bg-harbor-800',
        secondary: 'border border-harbor-700 bg-white text-harbor-800 hover:bg-harbor-50',
        ghost: 'text-harbor-800 hover:bg-harbor-50',
        light: 'bg-white text-harbor-900 hover:bg-brass-100',
        outlineLight: 'border border-white/80 text-white hover:bg-white/10',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
      },
      size: {
        sm: 'px-3 py-2 text-sm',
        md: 'px-5 py-2.5 text-base',
        lg: 'px-6 py-3 text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type ButtonVariants = VariantProps<typeof buttonVariants>;

/**
 * `aria-disabled` (unlike `disabled`) keeps keyboard focus on the button while it does nothing:
 * for a control that is busy or does not apply right after the user pressed it.
 */
export function Button({ className, variant, size, onClick, ...props }: ComponentProps<'button'> & ButtonVariants) {
  const inert = props['aria-disabled'] === true || props['aria-disabled'] === 'true';
  return (
    <button
      className={cn(buttonVariants({ variant, size }), className)}
      onClick={inert ? (e) => e.preventDefault() : onClick}
      {...props}
    />
  );
}

/** An in-site link that looks like a button. */
export function ButtonLink({
  className,
  variant,
  size,
  href,
  ...props
}: ComponentProps<'a'> & ButtonVariants & { href: string }) {
  return <Link href={href} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
