import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

type RootProps = Omit<ComponentProps<typeof AccordionPrimitive.Root>, 'type' | 'collapsible'>;

/** One item open at a time; an open item closes again when its trigger is pressed. */
export function Accordion({ className, ...props }: RootProps) {
  return (
    <AccordionPrimitive.Root
      {...(props as Omit<AccordionPrimitive.AccordionSingleProps, 'type'>)}
      type="single"
      collapsible
      className={cn('divide-y divide-line rounded-xl border border-line bg-white', className)}
    />
  );
}

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('px-5', className)} {...props} />;
}

export function AccordionTrigger({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="m-0 font-sans text-base">
      <AccordionPrimitive.Trigger
        className={cn(
          'group flex min-h-12 w-full items-center justify-between gap-4 py-4 text-left font-sans text-base font-semibold text-ink hover:text-harbor-700',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-harbor-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    // Mounted while closed (and hidden) so answers are in the prerendered HTML for crawlers.
    <AccordionPrimitive.Content
      forceMount
      className={cn('pb-5 leading-relaxed text-ink-soft data-[state=closed]:hidden', className)}
      {...props}
    >
      {children as ReactNode}
    </AccordionPrimitive.Content>
  );
}
