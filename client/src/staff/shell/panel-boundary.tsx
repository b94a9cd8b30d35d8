import { useQueryClient } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../../ui/button';
import { sessionKey } from '../api/session';

interface BoundaryProps {
  /** What the panel shows, as the start of a sentence: "The figures". */
  what: string;
  onRetry: () => void;
  children: ReactNode;
}

/** React catches render errors only in a class component's getDerivedStateFromError. */
class Boundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.what} could not be shown`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mt-4 rounded-xl border border-red-800 bg-red-50 p-4 text-red-800">
        <p>{`${this.props.what} could not be shown because of an error. Try again, or reload the page if it keeps failing.`}</p>
        <Button
          size="sm"
          variant="secondary"
          className="mt-3"
          onClick={() => {
            this.props.onRetry();
            this.setState({ error: null });
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
}

/**
 * One panel's error boundary: a panel that fails to render says so in its own place, with a way
 * to try again (which reads the panel's data afresh), and never takes the page down.
 */
export function PanelBoundary({ what, children }: { what: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const retry = () => void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
  return (
    <Boundary what={what} onRetry={retry}>
      {children}
    </Boundary>
  );
}
