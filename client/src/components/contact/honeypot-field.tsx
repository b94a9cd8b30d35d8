import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * Bots fill every field; people never see this one. Off-screen rather than display:none (some bots
 * skip hidden inputs), aria-hidden so screen readers skip it, out of the tab order, no autofill.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn<'website'> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor="contact-website">Website (leave this empty)</label>
      <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
