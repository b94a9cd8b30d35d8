import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
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
import { FieldError } from '../../ui/field-error';
import { controlProps, LabelledControl } from '../../ui/text-field';
import { completionCopy as copy } from './completion-copy';
import { withToken } from './proposal-api';

/*
 * The homeowner's two completion forms are plain form posts answered with a 303 back to the page,
 * which says what happened: without JavaScript they post as they are; with it, the fields are first
 * checked with the API's own schema, and a valid form is then posted the same way.
 */

/** "Everything is installed as agreed": the typed name and the consent to sign electronically. */
export function SignOffForm({ token, hydrated }: { token: string; hydrated: boolean }) {
  const ref = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignOffInput, unknown, SignOff>({ resolver: zodResolver(signOffSchema) });
  const nameError = errors.fullName?.message;
  const agreeError = errors.agree?.message;
  return (
    <form
      ref={ref}
      method="post"
      action={withToken(proposalSignOffPath, token)}
      onSubmit={hydrated ? handleSubmit(() => ref.current?.submit()) : undefined}
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
      <div>
        <div className="flex items-start gap-3">
          <input
            id="sign-off-agree"
            type="checkbox"
            required
            aria-invalid={agreeError ? true : undefined}
            aria-describedby={agreeError ? 'sign-off-agree-error' : undefined}
            className="mt-1 size-5 shrink-0 accent-harbor-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500"
            {...register('agree')}
          />
          <label htmlFor="sign-off-agree" className="text-ink">
            {signOffLabels.agree}
          </label>
        </div>
        <FieldError id="sign-off-agree-error" message={agreeError} />
      </div>
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
  const ref = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportProblemInput, unknown, ReportProblem>({ resolver: zodResolver(reportProblemSchema) });
  const error = errors.what?.message;
  return (
    <form
      ref={ref}
      method="post"
      action={withToken(proposalProblemPath, token)}
      onSubmit={hydrated ? handleSubmit(() => ref.current?.submit()) : undefined}
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
