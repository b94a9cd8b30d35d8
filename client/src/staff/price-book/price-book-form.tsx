import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type * as z from 'zod/mini';
import { get, useForm, type FieldErrors } from 'react-hook-form';
import type { PriceBook } from '../../../../shared/design/price-book';
import { priceBookSchema } from '../../../../shared/design/price-book-schema';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/use-toast';
import { priceBookKey, savePriceBook } from '../api/price-book';
import { describeError } from '../api/errors';
import { Heading } from '../parts/dashboard-section';
import { PriceBookExamples } from './price-book-examples';
import { priceFieldGroups } from './price-book-fields';
import { PriceBookPaymentFields } from './price-book-payment-fields';

// The schema's objects are built from lists, so its input type is unknown (price-book.ts); the form's values are a PriceBook.
const schema = priceBookSchema as z.ZodMiniType<PriceBook, PriceBook>;

const messageOf = (errors: FieldErrors<PriceBook>, name: string) =>
  (get(errors, name) as { message?: string } | undefined)?.message;

/** The price book as a form: checked with the shared schema here and again by the server. */
export function PriceBookForm({ priceBook }: { priceBook: PriceBook }) {
  const id = useId();
  const queryClient = useQueryClient();
  const {
    register,
    control,
    subscribe,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PriceBook>({ resolver: zodResolver(schema), defaultValues: priceBook, mode: 'onBlur' });

  const save = useMutation({
    mutationFn: savePriceBook,
    onSuccess: (answer) => {
      toast({ title: 'Price book saved' });
      queryClient.setQueryData(priceBookKey, answer);
      reset(answer.priceBook);
    },
    // The form checks with the server's schema, so a refusal here is the session or the connection.
    onError: (err) =>
      toast({ variant: 'destructive', title: 'Could not save the price book', description: describeError(err) }),
  });

  return (
    <form noValidate onSubmit={handleSubmit((book) => save.mutate(book))} className="mt-6 grid gap-10">
      {priceFieldGroups.map((group) => (
        <fieldset key={group.id} aria-labelledby={`${id}-${group.id}`} aria-describedby={`${id}-${group.id}-hint`}>
          <Heading offset={1} id={`${id}-${group.id}`} className="text-xl">
            {group.heading}
          </Heading>
          <p id={`${id}-${group.id}-hint`} className="mt-1 text-sm text-ink-muted">
            {group.hint}
          </p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.fields.map((field) => (
              <TextField
                key={field.name}
                id={`${id}-${field.name.replace('.', '-')}`}
                label={field.label}
                type="number"
                inputMode={field.step === 1 ? 'numeric' : 'decimal'}
                min={0}
                step={field.step}
                error={messageOf(errors, field.name)}
                {...register(field.name, { valueAsNumber: true })}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <PriceBookPaymentFields control={control} register={register} errors={errors} />
      <section aria-labelledby={`${id}-examples`} className="grid max-w-2xl gap-3">
        <Heading offset={1} id={`${id}-examples`} className="text-xl">
          What the planner would estimate
        </Heading>
        <PriceBookExamples initial={priceBook} subscribe={subscribe} />
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save price book'}
          </Button>
        </div>
      </section>
    </form>
  );
}
