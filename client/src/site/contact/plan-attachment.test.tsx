import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import type { ContactPlan } from '../../../../shared/render-module';
import { SiteDataProvider } from '../../lib/site-data';
import { answerEveryCall } from '../../test/answer-in-turn';
import { fillAndSendContactForm } from '../../test/contact-form';
import { ContactForm } from './contact-form';

// The consultation form with a plan from the planner (/contact?plan=…): the server renders the
// page with the plan's address and its one line (server/design/contact-plan-pages.test.ts).

const query = 'space=walk-in-closet&ceiling=96&w1=120&s1=double-hang.60_long-hang.30_shelves.30';
const attached: ContactPlan = { query, summary: 'Walk-In Closet, 1 wall, estimated $2,600–$3,550' };
const planLine = `Your plan: ${attached.summary}`;
const planAddress = `/contact?plan=${encodeURIComponent(query)}`;

let fetchMock: ReturnType<typeof answerEveryCall>;
beforeEach(() => {
  fetchMock = answerEveryCall({ success: true, message: 'Thank you! We will be in touch.' });
  window.history.replaceState(null, '', planAddress);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const sentBody = () => JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)) as object;

const renderForm = (contactPlan: ContactPlan) =>
  render(
    <SiteDataProvider data={{ contactPlan }}>
      <ContactForm />
    </SiteDataProvider>,
  );

describe('the consultation form with a plan', () => {
  it('shows the plan before the fields, sends its address, and after a successful send the plan is gone', async () => {
    const user = userEvent.setup();
    renderForm(attached);
    const line = screen.getByText(planLine);
    expect(line.compareDocumentPosition(screen.getByLabelText('Name')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await fillAndSendContactForm(user);
    await screen.findByTestId('form-confirmation');
    expect(sentBody()).toMatchObject({ name: 'Dana Reyes', rooms: ['Walk-In Closet'], plan: query });
    // Cleared as the spec says, the plan with it: gone from the form and from the address.
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByText(planLine)).not.toBeInTheDocument();
    expect(document.querySelector('input[name="plan"]')).toBeNull();
    expect(window.location.pathname + window.location.search).toBe('/contact');
  });

  it('"Remove plan" drops it from the form and the address; the saved draft and a return to /contact do not bring it back', async () => {
    const user = userEvent.setup();
    const first = renderForm(attached);
    await user.click(screen.getByRole('button', { name: 'Remove plan' }));
    expect(screen.queryByText(planLine)).not.toBeInTheDocument();
    expect(document.querySelector('input[name="plan"]')).toBeNull();
    expect(window.location.pathname + window.location.search).toBe('/contact');
    await user.type(screen.getByLabelText('Name'), 'Dana Reyes');

    // Back on /contact later in the tab: the page still holds the server's data, the draft is restored.
    first.unmount();
    renderForm(attached);
    expect(await screen.findByDisplayValue('Dana Reyes')).toBeInTheDocument();
    expect(screen.queryByText(planLine)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Name'));
    await fillAndSendContactForm(user);
    await screen.findByTestId('form-confirmation');
    expect(sentBody()).not.toHaveProperty('plan');
  });

  it('a plan that could not be read says so and links back to the planner; the request goes without it', async () => {
    const user = userEvent.setup();
    renderForm({ error: 'We could not read the plan in this link, so it is not attached to your request.' });
    const notice = screen.getByText(/We could not read the plan in this link/);
    expect(within(notice).getByRole('link', { name: 'Plan Your Space Online' })).toHaveAttribute('href', '/plan');
    expect(screen.queryByRole('button', { name: 'Remove plan' })).not.toBeInTheDocument();
    expect(document.querySelector('input[name="plan"]')).toBeNull();
    await fillAndSendContactForm(user);
    await screen.findByTestId('form-confirmation');
    expect(sentBody()).not.toHaveProperty('plan');
  });

  it('as the server renders it (no JavaScript): the form posts the plan in a hidden field, and "Remove plan" is a link to /contact', () => {
    const html = renderToString(
      <SiteDataProvider data={{ contactPlan: attached }}>
        <Router ssrPath="/contact" ssrSearch={`plan=${encodeURIComponent(query)}`}>
          <ContactForm />
        </Router>
      </SiteDataProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const form = page.querySelector('form[method="post"][action="/api/contact"]')!;
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="plan"]')?.value).toBe(query);
    expect(form.textContent).toContain(planLine);
    const remove = [...form.querySelectorAll('a')].find((a) => a.textContent === 'Remove plan');
    expect(remove?.getAttribute('href')).toBe('/contact');
    expect([...form.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Remove plan');
  });
});
