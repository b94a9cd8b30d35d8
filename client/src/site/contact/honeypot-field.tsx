import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * Bots fill every field; people never see this one. Off-screen rather than display:none (some bots
 * skip hidden inputs), aria-hidden so screen readers skip it, out of the tab order, no autofill.
 */
export function HoneypotField({
  registration,
  id = 'contact-website',
}: {
  registration: UseFormRegisterReturn<'website'>;
  id?: string;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Website (leave this empty)</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
