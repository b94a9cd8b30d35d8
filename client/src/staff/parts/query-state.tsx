import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { describeError } from '../api/errors';

/** Loading and error text for a panel, with a way to try again; renders `children(data)` once the data is in. */
export function QueryState<T>({
  query,
  what,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError'> & Partial<Pick<UseQueryResult<T>, 'refetch'>>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    const { refetch } = query;
    return (
      <div role="alert" className="text-red-800">
        <p>
          Could not load {what}: {describeError(query.error)}
        </p>
        {refetch ? (
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void refetch()}>
            Try again
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <p role="status" className="text-ink-soft">
      Loading {what}…
    </p>
  );
}
