import { contactFormAction, type ContactRequest } from '../../../../shared/contact-schema';
import type { ContactPlan } from '../../../../shared/render-module';
import { planCta } from '../content/calls-to-action';
import { Button } from '../../ui/button';

// Its copy is here rather than in content/contact.ts: /contact's script is at its weight budget.
const removeLabel = 'Remove plan';

/** Takes the plan (the whole query) out of the address; the router re-renders the page without it. */
export const detachPlan = () => history.replaceState(history.state, '', location.pathname);

/**
 * The plan a request carries, before the form's fields: its one line (worked out by the server,
 * so no planner code ships with /contact) and the hidden field that sends its address with the
 * plain form post. "Remove plan" is a link to /contact until the form's script runs (`live`),
 * then a button. A plan that could not be read says so and links back to the planner.
 */
export function PlanAttachment({ plan: { query, summary, error }, live }: { plan: ContactPlan; live: boolean }) {
  return (
    <p className="rounded-md border border-brass-700 bg-brass-100 p-3 text-ink">
      {query ? `Your plan: ${summary} ` : `${error} `}
      {query && <input type="hidden" name={'plan' satisfies keyof ContactRequest} value={query} />}
      {query && live ? (
        <Button type="button" variant="secondary" size="sm" onClick={detachPlan}>
          {removeLabel}
        </Button>
      ) : (
        <a href={query ? contactFormAction.page : planCta.href} className="font-semibold text-harbor-700 underline">
          {query ? removeLabel : planCta.label}
        </a>
      )}
    </p>
  );
}
