import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Download, UserSearch } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { personalDataLookupSchema, type Lead, type PersonalData } from '../../../../shared/admin-schema';
import { dayOf } from '../../../../shared/business-time';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { fetchPersonalData, personalDataKey } from '../api/leads';
import { LeadCard } from './lead-card';
import { QueryState } from '../parts/query-state';
import { Heading } from '../parts/dashboard-section';

function downloadJson(data: PersonalData) {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `personal-data-${data.email.replace(/[^\w.@-]/g, '_')}-${dayOf(new Date())}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/**
 * "Find by e-mail": every request stored for one address, to answer a homeowner's access request
 * (download as JSON) or deletion request (Delete on each) in a minute.
 */
export function PersonalDataLookup({ busy, onDelete }: { busy: boolean; onDelete: (lead: Lead) => void }) {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const form = useForm<{ email: string }>({
    resolver: zodResolver(personalDataLookupSchema),
    defaultValues: { email: '' },
  });
  const typedError = form.formState.errors.email?.message;
  const lookup = useQuery({
    queryKey: personalDataKey(email),
    queryFn: () => fetchPersonalData(email),
    enabled: email !== '',
  });

  return (
    <section aria-labelledby="lookup-heading" className="rounded-xl border border-line bg-white p-5">
      <Heading offset={1} id="lookup-heading" className="text-xl">
        Find by e-mail
      </Heading>
      <p className="mt-1 text-sm text-ink-soft">
        For a homeowner&rsquo;s request to see or delete their information: lists everything stored for the address,
        spam included.
      </p>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => setEmail(values.email))}
        className="mt-3 flex max-w-xl flex-wrap items-end gap-3"
      >
        <div className="min-w-0 flex-1">
          <TextField
            id={inputId}
            label="E-mail address"
            type="email"
            autoComplete="off"
            error={typedError}
            {...form.register('email')}
          />
        </div>
        <Button type="submit" variant="secondary">
          <UserSearch aria-hidden="true" className="size-4" />
          Find
        </Button>
      </form>
      {email ? (
        <div className="mt-4">
          <QueryState query={lookup} what="the stored information">
            {(data) => (
              <>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p role="status" className="text-sm text-ink-muted">
                    {data.leads.length + data.reviews.length === 0
                      ? `Nothing is stored for ${data.email}.`
                      : `${count(data.leads.length, 'consultation request')} and ${count(data.reviews.length, 'review')} stored for ${data.email}`}
                  </p>
                  <Button size="sm" variant="secondary" onClick={() => downloadJson(data)}>
                    <Download aria-hidden="true" className="size-4" />
                    Download JSON
                  </Button>
                </div>
                <ul className="mt-3 grid gap-4">
                  {data.leads.map((lead) => (
                    <li key={lead.id}>
                      <LeadCard lead={lead} busy={busy} idPrefix="found" onDelete={() => onDelete(lead)} />
                    </li>
                  ))}
                </ul>
                {data.reviews.length > 0 ? (
                  <ul className="mt-3 grid gap-3" aria-label={`Reviews left with ${data.email}`}>
                    {data.reviews.map((review) => (
                      <li key={review.id} className="rounded-lg border border-line p-4 text-sm">
                        <p className="font-semibold">
                          Review by {review.customerName}, {review.location} · {review.rating} of 5 ·{' '}
                          {review.approved === 'true' ? 'Approved' : 'Pending'}
                        </p>
                        <p className="mt-1 text-ink-soft">{review.reviewText}</p>
                        <p className="mt-1 text-ink-muted">Delete it from the Testimonials tab if asked.</p>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            )}
          </QueryState>
        </div>
      ) : null}
    </section>
  );
}
