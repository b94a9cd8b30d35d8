import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { contractorFacts } from '../../../../shared/business';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('states that the company is a registered Connecticut home improvement contractor, with its HIC number (CGS 20-427(a))', () => {
    render(
      <Router hook={memoryLocation({ path: '/', static: true }).hook}>
        <SiteFooter />
      </Router>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(contractorFacts.hicRegistration).toMatch(/^HIC\.\d{7}$/);
    expect(
      within(footer).getByText(
        `Registered Connecticut home improvement contractor, ${contractorFacts.hicRegistration}`,
      ),
    ).toBeInTheDocument();
  });
});
