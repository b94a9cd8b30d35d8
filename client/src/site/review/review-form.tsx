import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import {
  reviewLabels,
  reviewLimits,
  reviewFormAction,
  reviewProjects,
  reviewRequestSchema,
  type ReviewRequestInput,
} from '../../../../shared/review-schema';
import { reviewConfirmation } from '../content/review-confirmation';
import { reviewPage, reviewToasts, reviewTownSuggestions } from '../content/review';
import { Button } from '../../ui/button';
import { FieldError } from '../../ui/field-error';
import { HoneypotField } from '../contact/honeypot-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { OfflineNotice, SentConfirmation } from '../contact/send-notices';
import { useDraftedForm } from '../contact/use-drafted-form';
import { useFormSubmit } from '../contact/use-form-submit';
import { RatingField } from './rating-field';
import { testimonialsPath } from '../../../../shared/api/public-paths';

// Rating and project start unchosen: the schema rejects the empty values with their own messages.
const emptyForm = {
  customerName: '',
  location: '',
  projectType: '',
  reviewText: '',
  email: '',
  consent: false,
  website: '',
} as unknown as ReviewRequestInput;
const formFields = ['customerName', 'location', 'projectType', 'rating', 'reviewText', 'email', 'consent'] as const;
const formId = 'review-form';
const draftedForm = { formId, key: 'review-draft', emptyForm, fields: formFields };

/** The /review form, validated with the API's own schema; `?name=` and `?town=` pre-fill those fields. */
export function ReviewForm() {
  const { form, clearDraft } = useDraftedForm(zodResolver(reviewRequestSchema), draftedForm);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const { onValid, sent, offline } = useFormSubmit(form, {
    url: testimonialsPath,
    toasts: reviewToasts,
    fields: formFields,
    emptyForm,
    onSent: clearDraft,
  });

  // After hydration, so the prerendered HTML and the first client render match; what was typed stays.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const name = params.get('name')?.slice(0, reviewLimits.name);
    const town = params.get('town')?.slice(0, reviewLimits.town);
    if (name && !getValues('customerName')) setValue('customerName', name);
    if (town && !getValues('location')) setValue('location', town);
  }, [setValue, getValues]);

  return (
    <>
      <SentConfirmation sent={sent} copy={reviewConfirmation} headingId="review-confirmation-heading" />
      <form
        id={formId}
        noValidate
        method="post"
        action={reviewFormAction.action}
        onSubmit={handleSubmit(onValid)}
        className="relative grid gap-5"
      >
        <p className="text-sm text-ink-muted">{reviewPage.formNote}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="review-name"
            label={reviewLabels.customerName}
            autoComplete="name"
            placeholder={reviewPage.namePlaceholder}
            maxLength={reviewLimits.name}
            error={errors.customerName?.message}
            {...register('customerName')}
          />
          <div>
            <TextField
              id="review-town"
              label={reviewLabels.location}
              list="review-town-suggestions"
              autoComplete="address-level2"
              placeholder={reviewPage.townPlaceholder}
              maxLength={reviewLimits.town}
              error={errors.location?.message}
              {...register('location')}
            />
            <datalist id="review-town-suggestions">
              {reviewTownSuggestions.map((town) => (
                <option key={town} value={town} />
              ))}
            </datalist>
          </div>
          <SelectField
            id="review-project"
            label={reviewLabels.projectType}
            placeholder={reviewPage.projectPlaceholder}
            options={reviewProjects}
            error={errors.projectType?.message}
            {...register('projectType')}
          />
          <TextField
            id="review-email"
            label={reviewLabels.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={reviewLimits.email}
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <RatingField
          legend={reviewLabels.rating}
          value={watch('rating')}
          error={errors.rating?.message}
          registration={register('rating')}
        />
        <TextField
          id="review-text"
          label={reviewLabels.reviewText}
          multiline
          rows={6}
          placeholder={reviewPage.textPlaceholder}
          maxLength={reviewLimits.text}
          error={errors.reviewText?.message}
          {...register('reviewText')}
        />
        <div>
          <div className="flex items-start gap-3">
            <input
              id="review-consent"
              type="checkbox"
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'review-consent-error' : undefined}
              aria-required
              className="mt-1 size-5 shrink-0 accent-harbor-700"
              {...register('consent')}
            />
            <label htmlFor="review-consent" className="text-ink">
              {reviewLabels.consent}
            </label>
          </div>
          <FieldError id="review-consent-error" message={errors.consent?.message} />
        </div>
        <HoneypotField id="review-website" registration={register('website')} />
        <OfflineNotice offline={offline} text={reviewToasts.offline} />
        <div>
          <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? reviewPage.submittingLabel : reviewPage.submitLabel}
          </Button>
        </div>
      </form>
    </>
  );
}
