import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../../ui/button';
import { sessionKey } from '../api/session';

/**
 * Back to /admin in place of the reset link. The session is read again there: a reset ends every
 * session of that person, so one cached in this tab may no longer hold.
 */
export function GoToSignIn({ variant, className }: { variant: 'primary' | 'secondary'; className?: string }) {
  const queryClient = useQueryClient();
  return (
    <Link
      href="/admin"
      replace
      onClick={() => queryClient.removeQueries({ queryKey: sessionKey })}
      className={cn(buttonVariants({ variant }), className)}
    >
      Go to staff sign-in
    </Link>
  );
}
