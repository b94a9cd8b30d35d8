import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lead } from '../../../../shared/admin-schema';
import { inboxLead, renderWithQueries, stubApi } from '../../test/admin-test-utils';
import { LeadCard } from './lead-card';

afterEach(() => vi.unstubAllGlobals());

const lead = inboxLead({ status: 'contacted' });

/** The card of this lead with a signed contract, and of another (id 10) without one, both given `props`. */
function showSignedAndUnsigned(props: Pick<ComponentProps<typeof LeadCard>, 'onStatus' | 'onDelete'>) {
  stubApi(() => undefined);
  renderWithQueries(
    <>
      <LeadCard lead={{ ...lead, signedContract: true }} busy={false} {...props} />
      <LeadCard lead={{ ...lead, id: 10, signedContract: false }} busy={false} {...props} />
    </>,
  );
}

describe('Design proposal on a lead card', () => {
  it('opens the lead’s proposal editor at its own staff address, for whoever may work the lead', () => {
    stubApi(() => undefined);
    renderWithQueries(<LeadCard lead={lead} busy={false} onStatus={() => undefined} canDesignProposal />);
    expect(screen.getByRole('link', { name: 'Design proposal' })).toHaveAttribute('href', '/admin/leads/9/proposal');
  });

  it('is not offered to whoever may not work leads, in the e-mail lookup, nor on spam', () => {
    stubApi(() => undefined);
    renderWithQueries(
      <>
        <LeadCard lead={lead} busy={false} onStatus={() => undefined} />
        <LeadCard lead={lead} busy={false} idPrefix="found" />
        <LeadCard lead={{ ...lead, isSpam: true }} busy={false} onStatus={() => undefined} canDesignProposal />
      </>,
    );
    expect(screen.queryByRole('link', { name: 'Design proposal' })).not.toBeInTheDocument();
  });

  it('links the signed contract’s PDF once a proposal of the lead was signed, and not before', () => {
    showSignedAndUnsigned({ onStatus: () => undefined });
    const links = screen.getAllByRole('link', { name: 'Signed contract (PDF)' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/api/contacts/9/proposal/contract.pdf');
  });

  it('offers no Delete on a customer who signed a contract, whose records are kept', () => {
    showSignedAndUnsigned({ onDelete: () => undefined });
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
  });

  it('a signed, uncancelled contract shows the stage and why it is locked instead of the Stage select', () => {
    stubApi(() => undefined);
    const locked =
      'This lead has a signed contract: its stage and amount change only through a cancellation or a signed change order.';
    const won: Lead = { ...lead, status: 'won' };
    renderWithQueries(
      <LeadCard
        lead={{ ...won, signedContract: true, contractLocked: true }}
        busy={false}
        onStatus={() => undefined}
      />,
    );
    expect(screen.queryByRole('combobox', { name: 'Stage' })).not.toBeInTheDocument();
    expect(screen.getByText('Stage: Won')).toBeInTheDocument();
    expect(screen.getByText(locked)).toBeInTheDocument();
  });

  it('a contract in force offers its change order to whoever designs proposals; a cancelled one does not', () => {
    stubApi(() => undefined);
    const won: Lead = { ...lead, status: 'won' };
    renderWithQueries(
      <>
        <LeadCard lead={{ ...won, signedContract: true, contractLocked: true }} busy={false} canDesignProposal />
        <LeadCard
          lead={{ ...won, id: 10, status: 'lost', signedContract: true, contractLocked: false }}
          busy={false}
          canDesignProposal
        />
        <LeadCard lead={{ ...won, id: 11, signedContract: true, contractLocked: true }} busy={false} />
      </>,
    );
    expect(screen.getAllByRole('link', { name: /^Change order/ }).map((a) => a.getAttribute('href'))).toEqual([
      `/admin/leads/${won.id}/change-order`,
    ]);
  });

  it('a cancelled contract (or none) leaves the Stage select on the card', () => {
    stubApi(() => undefined);
    renderWithQueries(
      <LeadCard
        lead={{ ...lead, status: 'lost', signedContract: true, contractLocked: false }}
        busy={false}
        onStatus={() => undefined}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('lost');
    expect(screen.queryByText(/has a signed contract/)).not.toBeInTheDocument();
  });
});
