import { CardGroup } from '../parts/card-group';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatClockTime, formatDay } from '../../../../shared/business-time';
import type { JobInstall } from '../../../../shared/installs/install-schema';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { cancelInstall, jobInstallQuery } from '../api/installs';
import { describeError } from '../api/errors';
import { QueryState } from '../parts/query-state';
import { InstallForm } from './install-form';
import { useStaffCan } from '../shell/use-staff-can';

/** "Tue, Dec 8, 8:00 AM – 4:00 PM" */
const installDayText = (d: { startsAt: string; endsAt: string }) =>
  `${formatDay(d.startsAt, 'shortWeekday')}, ${formatClockTime(d.startsAt)} – ${formatClockTime(d.endsAt)}`;

/**
 * Focus for a part that swaps its buttons: `focusTo(el)` after the swap that `change` makes, so
 * focus never falls to the page when the button pressed is replaced (a keyboard user would start again from the top).
 */
function useFocusAfter<T>(change: T) {
  const next = useRef<(() => HTMLElement | null | undefined) | null>(null);
  useEffect(() => {
    const target = next.current?.();
    next.current = null;
    target?.focus();
  }, [change]);
  return (target: () => HTMLElement | null | undefined) => {
    next.current = target;
  };
}

function CancelInstall({ leadId, onCancelled }: { leadId: number; onCancelled: () => void }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter(asking);
  const ask = (next: boolean) => {
    focusAfter(() => (next ? keepButton.current : cancelButton.current));
    setAsking(next);
  };
  if (!asking)
    return (
      <Button ref={cancelButton} size="sm" variant="secondary" onClick={() => ask(true)}>
        Cancel install
      </Button>
    );
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        onClick={async () => {
          try {
            await cancelInstall(leadId);
            await queryClient.invalidateQueries({ queryKey: jobInstallQuery(leadId).queryKey });
            toast({ title: 'Install cancelled', description: 'The homeowner is e-mailed the cancellation.' });
            onCancelled();
          } catch (err) {
            toast({ title: 'Not cancelled', description: describeError(err) });
            ask(false);
          }
        }}
      >
        Yes, cancel the install
      </Button>
      <Button ref={keepButton} size="sm" variant="secondary" onClick={() => ask(false)}>
        Keep it
      </Button>
    </span>
  );
}

function InstallSummary({ leadId, job }: { leadId: number; job: JobInstall }) {
  const [editing, setEditing] = useState(false);
  const live = job.install && !job.install.cancelledAt ? job.install : null;
  const bookButton = useRef<HTMLButtonElement>(null);
  const formBox = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfter(editing);
  const edit = (next: boolean) => {
    focusAfter(() =>
      next ? formBox.current?.querySelector<HTMLElement>('input, select, textarea') : bookButton.current,
    );
    setEditing(next);
  };
  return (
    <>
      {live ? (
        <>
          <ul className="mt-2 grid gap-1" aria-label="Install days">
            {live.days.map((d) => (
              <li key={d.startsAt}>{installDayText(d)}</li>
            ))}
          </ul>
          <p className="mt-1 text-sm text-ink-soft">Crew: {live.crew.map((p) => p.name).join(', ')}</p>
        </>
      ) : (
        <p className="mt-2 text-sm text-ink-soft">
          {job.install?.cancelledAt ? 'The install was cancelled.' : 'No install booked yet.'}
        </p>
      )}
      {job.warning ? (
        <p role="alert" className="mt-2 flex items-start gap-1.5 text-sm font-bold text-brass-700">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {job.warning}
        </p>
      ) : null}
      {editing ? (
        <div ref={formBox}>
          <InstallForm leadId={leadId} job={job} onDone={() => edit(false)} />
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button ref={bookButton} size="sm" variant="secondary" onClick={() => edit(true)}>
            {live ? 'Move install' : 'Schedule install'}
          </Button>
          {live ? <CancelInstall leadId={leadId} onCancelled={() => bookButton.current?.focus()} /> : null}
        </div>
      )}
    </>
  );
}

/** A signed job's install on its lead card (installs:schedule): its days and crew, booked, moved or cancelled here. */
export function JobInstallCard({ leadId, idPrefix }: { leadId: number; idPrefix: string }) {
  const { may } = useStaffCan();
  return may('installs:schedule') ? <JobInstallGroup leadId={leadId} idPrefix={idPrefix} /> : null;
}

function JobInstallGroup({ leadId, idPrefix }: { leadId: number; idPrefix: string }) {
  const job = useQuery(jobInstallQuery(leadId));
  const id = `${idPrefix}-${leadId}-install`;
  return (
    <CardGroup id={id} title="Install">
      <QueryState query={job} what="the install">
        {(data) => <InstallSummary leadId={leadId} job={data} />}
      </QueryState>
    </CardGroup>
  );
}
