import { describe, expect, it } from 'vitest';
import { sampleProposal } from '../../../../shared/proposals/sample-proposal';
import { render } from '../../entry-server';

const token = 'p'.repeat(43);

describe('proposal page: the server render, as read without JavaScript', () => {
  it('holds the options, the names and a plain signing form per option', async () => {
    const { html, data } = await render(`/proposal/${token}`, { proposal: { token, proposal: sampleProposal } });
    expect(data).toEqual({ proposal: { token, proposal: sampleProposal } });
    const page = new DOMParser().parseFromString(html, 'text/html');
    const text = page.body.textContent ?? '';
    expect(text).toContain('Hello Dana Whitfield,');
    expect(text).toContain('Maria Lopez');
    expect([...page.querySelectorAll('article h3')].map((h) => h.textContent)).toEqual(['Good', 'Better', 'Best']);
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');

    // Without JavaScript each option is its own form post, with the version and the option.
    const forms = [...page.querySelectorAll(`form[method="post"][action="/api/proposals/${token}/accept"]`)];
    expect(forms).toHaveLength(3);
    forms.forEach((form, i) => {
      const hidden = (name: string) =>
        form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;
      expect([hidden('version'), hidden('option')]).toEqual(['2', String(i)]);
      expect(form.querySelector('input[name="fullName"]')).not.toBeNull();
      expect(form.querySelector('input[type="checkbox"][name="agreeTerms"]')).not.toBeNull();
      expect(form.querySelector('input[type="checkbox"][name="agreeElectronic"]')).not.toBeNull();
      expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Accept and sign');
    });
    expect(page.querySelector(`form[method="post"][action="/api/proposals/${token}/decline"]`)).not.toBeNull();
    // The drawn signature and "Accept this option" need JavaScript, so the server's page has neither.
    expect(page.querySelector('canvas')).toBeNull();
    expect(text).not.toContain('Accept this option');
  });

  it('an older link of a proposal sent again: says it was updated, names nobody, offers no form', async () => {
    const { html, data } = await render(`/proposal/${token}`, { proposal: { token, replaced: true } });
    expect(data).toEqual({ proposal: { token, replaced: true } });
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('h1')?.textContent).toBe('This proposal was updated');
    expect(page.body.textContent).toContain(
      'This proposal was updated. The newest link is in the latest e-mail we sent you.',
    );
    expect(page.querySelector('form')).toBeNull();
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });
});
