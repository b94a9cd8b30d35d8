import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Link, useSearch } from 'wouter';
import {
  contactFormAction,
  contactLabels,
  contactLimits,
  contactRequestSchema,
  type ContactRequestInput,
} from '../../../../shared/contact-schema';
import { contactPage, contactToasts } from '../content/contact';
import { contactConfirmation } from '../content/contact-confirmation';
import { useSiteData } from '../../lib/site-data';
import { visitSource } from '../lib/visit-source';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { HoneypotField } from './honeypot-field';
import { RoomCheckboxes } from './room-checkboxes';
import { detachPlan, PlanAttachment } from './plan-attachment';
import { OfflineNotice, SentConfirmation } from './send-notices';
import { TextField } from '../../ui/text-field';
import { useDraftedForm } from './use-drafted-form';
import { useFormSubmit } from './use-form-submit';
import { bookingPagePath } from '../../../../shared/paths';
import { contactPath } from '../../../../shared/api/public-paths';
import type { contactApi } from '../../../../shared/api/contact';
import type { AnswerOf } from '../../../../shared/api/route';

const emptyForm: ContactRequestInput = { name: '', email: '', phone: '', zip: '', rooms: [], message: '', website: '' };
const formFields = ['name', 'email', 'phone', 'zip', 'rooms', 'message'] as const;
const formId = 'contact-form';
const draftedForm = { formId, key: 'contact-draft', emptyForm, fields: formFields };
/** The one-line fields, two to a row from a tablet up: each with the keyboard and autofill it wants. */
const contactInputs = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', type: 'email', inputMode: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  { name: 'zip', inputMode: 'numeric', autoComplete: 'postal-code' },
] as const;

/** The request's booking page from the answer; /book (which follows the request's cookie) if it names none. */
const bookingPageOf = ({ bookingUrl }: Partial<Record<keyof AnswerOf<typeof contactApi.request>, unknown>>) =>
  typeof bookingUrl === 'string' && bookingUrl.startsWith(`${bookingPagePath}/`) ? bookingUrl : bookingPagePath;

/**
 * The consultation request form (Sending..., cleared on success, kept on failure, the room notice),
 * validated with the API's own schema.
 * Before its script runs (or without one) it is a plain form post the server answers itself.
 * A plan from the planner (/contact?plan=…) goes with the request until it is removed or sent.
 */
export function ContactForm() {
  const { form, clearDraft } = useDraftedForm(zodResolver(contactRequestSchema), draftedForm);
  const {
    register,
    handleSubmit,
    // isReady: false on the server and while hydrating, true once the form's script runs.
    formState: { errors, isSubmitting, isReady },
  } = form;
  const [bookingHref, setBookingHref] = useState<string>();
  // The plan the server rendered /contact?plan=… with, while the address keeps its query: removed or
  // sent, it goes with the query (no link in the site adds another), so neither a reload, nor a
  // return to /contact, nor the saved draft brings it back.
  const rendered = useSiteData().contactPlan;
  const plan = useSearch() ? rendered : undefined;
  // A plain async handler rather than React Query's mutation layer, which would add 8 KB gzipped to this route.
  const { onValid, sent, offline } = useFormSubmit(form, {
    url: contactPath,
    toasts: contactToasts,
    fields: formFields,
    emptyForm,
    unfocusable: ['rooms'],
    // An undefined plan is left out of the JSON.
    body: (values) => ({ ...values, source: visitSource(), plan: plan?.query }),
    onSent: (answer) => {
      clearDraft();
      detachPlan();
      setBookingHref(bookingPageOf(answer));
    },
  });

  const onInvalid = (invalid: FieldErrors<ContactRequestInput>) => {
    if (invalid.rooms) toast({ ...contactToasts.noRoom, variant: 'destructive' });
  };

  return (
    <>
      <SentConfirmation
        sent={sent}
        copy={contactConfirmation}
        headingId="contact-confirmation-heading"
        bookingHref={bookingHref}
      />
      <form
        id={formId}
        noValidate
        method="post"
        action={contactFormAction.action}
        onSubmit={handleSubmit(onValid, onInvalid)}
        className="relative grid gap-5"
      >
        <p className="text-sm text-ink-muted">{contactPage.formNote}</p>
        {plan ? <PlanAttachment plan={plan} live={isReady} /> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          {contactInputs.map(({ name, ...input }) => (
            <TextField
              key={name}
              id={`contact-${name}`}
              label={contactLabels[name]}
              {...input}
              maxLength={contactLimits[name]}
              error={errors[name]?.message}
              {...register(name)}
            />
          ))}
        </div>
        <RoomCheckboxes legend={contactLabels.rooms} error={errors.rooms?.message} registration={register('rooms')} />
        <TextField
          id="contact-message"
          label={contactLabels.message}
          multiline
          placeholder={contactPage.messagePlaceholder}
          maxLength={contactLimits.message}
          error={errors.message?.message}
          {...register('message')}
        />
        <HoneypotField registration={register('website')} />
        <OfflineNotice offline={offline} text={contactToasts.offline} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? contactPage.submittingLabel : contactPage.submitLabel}
          </Button>
          <p className="text-sm text-ink-muted">
            See our{' '}
            <Link href="/privacy-policy" className="text-harbor-700 underline">
              privacy policy
            </Link>
            .
          </p>
        </div>
      </form>
    </>
  );
}
