import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../test/admin-test-utils';
import { PanelBoundary } from './panel-boundary';

afterEach(() => vi.restoreAllMocks());

describe('PanelBoundary', () => {
  it('shows a sentence in place of a panel that failed, beside the rest of the page, and Try again renders it afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Figures() {
      if (broken) throw new TypeError("Cannot read properties of undefined (reading 'pending')");
      return <p>3 testimonials</p>;
    }
    renderWithQueries(
      <>
        <h1>Admin Dashboard</h1>
        <PanelBoundary what="The figures">
          <Figures />
        </PanelBoundary>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The figures could not be shown because of an error. Try again, or reload the page if it keeps failing.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('3 testimonials')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
