import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { proposalProblemPath, proposalSignOffPath } from '../../../../shared/api/completion-paths';
import {
  completionLimits,
  reportProblemSchema,
  signOffLabels,
  signOffSchema,
  type ReportProblem,
  type ReportProblemInput,
  type SignOff,
  type SignOffInput,
} from '../../../../shared/completion/completion-inputs';
import { Button } from '../../ui/button';
import { controlProps, LabelledControl } from '../../ui/text-field';
import { completionCopy as copy } from './completion-copy';
import { postWhenValid } from './post-when-valid';
import { withToken } from './proposal-api';
import { ConsentCheckbox } from './signing-fields';

/*
 * The homeowner's two completion forms are plain form posts answered with a 303 back to the page,
 * which says what happened: without JavaScript they post as they are; with it, once valid
 * (postWhenValid).
 */

/** "Everything is installed as agreed": the typed name, the consent to sign electronically, and optionally to the gallery. */
export function SignOffForm({ token, hydrated }: { token: string; hydrated: boolean }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignOffInput, unknown, SignOff>({ resolver: zodResolver(signOffSchema) });
  const nameError = errors.fullName?.message;
  return (
    <form
      method="post"
      action={withToken(proposalSignOffPath, token)}
      onSubmit={hydrated ? postWhenValid(handleSubmit) : undefined}
      className="mt-3 grid max-w-xl gap-4"
    >
      <p className="text-lg font-semibold text-ink">{signOffLabels.statement}</p>
      <LabelledControl id="sign-off-name" label={signOffLabels.fullName} error={nameError}>
        <input
          type="text"
          autoComplete="name"
          required
          maxLength={completionLimits.signerName}
          {...controlProps('sign-off-name', nameError, undefined)}
          {...register('fullName')}
        />
      </LabelledControl>
      <ConsentCheckbox
        id="sign-off-agree"
        label={signOffLabels.agree}
        error={errors.agree?.message}
        registration={register('agree')}
      />
      <ConsentCheckbox
        id="sign-off-photos"
        label={signOffLabels.photosConsent}
        error={errors.photosConsent?.message}
        registration={register('photosConsent')}
        optional
      />
      <div>
        <Button type="submit" className="w-full sm:w-auto">
          {copy.signOff}
        </Button>
      </div>
    </form>
  );
}

/** What is not right, in a line: it becomes a punch-list item. */
export function ReportProblemForm({ token, hydrated }: { token: string; hydrated: boolean }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportProblemInput, unknown, ReportProblem>({ resolver: zodResolver(reportProblemSchema) });
  const error = errors.what?.message;
  return (
    <form
      method="post"
      action={withToken(proposalProblemPath, token)}
      onSubmit={hydrated ? postWhenValid(handleSubmit) : undefined}
      className="mt-3 grid max-w-xl gap-4"
    >
      <LabelledControl id="problem-what" label={copy.problemLabel} error={error}>
        <input
          type="text"
          required
          maxLength={completionLimits.what}
          {...controlProps('problem-what', error, undefined)}
          {...register('what')}
        />
      </LabelledControl>
      <div>
        <Button type="submit" variant="secondary" className="w-full sm:w-auto">
          {copy.problem}
        </Button>
      </div>
    </form>
  );
}
