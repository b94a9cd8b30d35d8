import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describeError } from './admin-queries';

/** Loading and error text for a panel; renders `children(data)` once the data is in. */
export function QueryState<T>({
  query,
  what,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError'>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <p role="alert" className="text-red-800">
        Could not load {what}: {describeError(query.error)}
      </p>
    );
  }
  return (
    <p role="status" className="text-ink-soft">
      Loading {what}…
    </p>
  );
}
