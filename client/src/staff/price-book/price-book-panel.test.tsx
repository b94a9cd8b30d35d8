import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPriceBook, type PriceBook } from '../../../../shared/design/price-book';
import { depositAboveOneThirdWarning } from '../../../../shared/payments/payment-shares';
import { renderWithQueries, stubApi } from '../../test/admin-test-utils';
import { SectionIsPage } from '../parts/dashboard-section';
import { PriceBookPanel } from './price-book-panel';

afterEach(() => vi.unstubAllGlobals());

// A form of some sixty labelled fields: Testing Library's role and label queries take seconds on a busy machine.
const slowForm = { timeout: 30_000 };
const slowly = { timeout: 5000 };

function showPriceBook() {
  const api = stubApi(({ method, url, body }) => {
    if (url !== '/api/price-book') return undefined;
    if (method === 'GET') return { body: { priceBook: defaultPriceBook, updatedAt: null } };
    if (method === 'PUT') return { body: { priceBook: body as PriceBook, updatedAt: '2026-11-27T15:00:00.000Z' } };
    return undefined;
  });
  renderWithQueries(
    <SectionIsPage value={true}>
      <PriceBookPanel />
    </SectionIsPage>,
  );
  return api;
}

describe('PriceBookPanel', () => {
  it(
    'loads the prices under their headings, shows the example estimates, and saves an edited price',
    slowForm,
    async () => {
      const user = userEvent.setup();
      const api = showPriceBook();
      expect(screen.getByRole('heading', { level: 1, name: 'Price book' })).toBeInTheDocument();
      const doubleHang = await screen.findByLabelText('Double hang ($ per linear foot)', undefined, slowly);
      expect(doubleHang).toHaveValue(200);
      expect(screen.getByLabelText('Overhead rack ($ per unit)')).toHaveValue(450);
      expect(screen.getByLabelText('Super-Matte (multiplier)')).toHaveValue(1.25);
      expect(screen.getByLabelText('Installation minimum ($)')).toHaveValue(1500);
      expect(screen.getByLabelText('Range spread (0.15 = 15% either side)')).toHaveValue(0.15);
      expect(screen.getByLabelText('Largest designer discount (% of the price-book price)')).toHaveValue(15);
      for (const name of [
        'Sections',
        'Finishes',
        'Hardware',
        'Accessories',
        'Installation and range',
        'Designer discounts',
      ]) {
        expect(screen.getByRole('group', { name })).toBeInTheDocument();
      }
      expect(within(screen.getByRole('group', { name: 'Accessories' })).getAllByRole('spinbutton')).toHaveLength(24);
      const examples = screen.getByRole('status');
      expect(examples).toHaveTextContent('A 72 in reach-in closet: Estimated $1,250–$1,750');
      expect(examples).toHaveTextContent('A 96/120/96 in walk-in closet: Estimated $4,800–$6,600');
      expect(screen.getByText('The starting prices: not changed yet.')).toBeInTheDocument();

      await user.clear(doubleHang);
      await user.type(doubleHang, '300');
      // The examples follow the form before it is saved.
      expect(examples).toHaveTextContent('A 72 in reach-in closet: Estimated $1,300–$1,800');
      expect(examples).toHaveTextContent('A 96/120/96 in walk-in closet: Estimated $5,950–$8,100');
      await user.click(screen.getByRole('button', { name: 'Save price book' }));
      expect(await screen.findByText('Price book saved', undefined, slowly)).toBeInTheDocument();
      expect(api.bodyOf('PUT', '/api/price-book')).toEqual({
        ...defaultPriceBook,
        sectionPrices: { ...defaultPriceBook.sectionPrices, 'double-hang': 300 },
      });
      expect(await screen.findByText(/^Last saved/, undefined, slowly)).toBeInTheDocument();
    },
  );

  it('a bad value gets its sentence by the field, and nothing is sent', slowForm, async () => {
    const user = userEvent.setup();
    const api = showPriceBook();
    const drawers = await screen.findByLabelText('Drawers ($ per linear foot)', undefined, slowly);
    await user.clear(drawers);
    await user.type(drawers, '-5');
    await user.click(screen.getByRole('button', { name: 'Save price book' }));
    expect(await screen.findByText('The drawers price cannot be negative', undefined, slowly)).toBeInTheDocument();
    expect(drawers).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Correct the prices above');
    const spread = screen.getByLabelText('Range spread (0.15 = 15% either side)');
    await user.clear(spread);
    await user.type(spread, '0.9');
    await user.click(screen.getByRole('button', { name: 'Save price book' }));
    expect(await screen.findByText('The spread must be 0 to 0.5', undefined, slowly)).toBeInTheDocument();
    const cap = screen.getByLabelText('Largest designer discount (% of the price-book price)');
    await user.clear(cap);
    await user.type(cap, '101');
    await user.click(screen.getByRole('button', { name: 'Save price book' }));
    expect(
      await screen.findByText('The largest designer discount must be a whole percent from 0 to 100', undefined, slowly),
    ).toBeInTheDocument();
    expect(api.requests()).toEqual(['GET /api/price-book']);
  });

  it(
    'starts the payment schedule at one-third down, warns above one-third, and still saves it with a progress payment',
    slowForm,
    async () => {
      const user = userEvent.setup();
      const api = showPriceBook();
      const schedule = await screen.findByRole('group', { name: 'Payment schedule' }, slowly);
      const deposit = within(schedule).getByRole('group', { name: 'Deposit' });
      expect(within(deposit).getByRole('radio', { name: 'One-third' })).toBeChecked();
      expect(within(deposit).queryByLabelText('Deposit (%)')).not.toBeInTheDocument();
      expect(screen.queryByText(depositAboveOneThirdWarning)).not.toBeInTheDocument();

      await user.click(within(deposit).getByRole('radio', { name: 'Another share' }));
      const percent = within(deposit).getByLabelText('Deposit (%)');
      expect(percent).toHaveValue(33.33);
      expect(screen.queryByText(depositAboveOneThirdWarning)).not.toBeInTheDocument();
      await user.clear(percent);
      await user.type(percent, '40');
      const warning = screen.getByText(depositAboveOneThirdWarning);
      expect(percent).toHaveAccessibleDescription(depositAboveOneThirdWarning);
      expect(warning.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');

      const progress = within(schedule).getByLabelText('Progress payment at the start of installation (%)');
      expect(progress).toHaveValue(0);
      await user.clear(progress);
      await user.type(progress, '70');
      await user.click(screen.getByRole('button', { name: 'Save price book' }));
      expect(
        await screen.findByText(
          'The deposit and the progress payment together cannot be more than 100% of the total',
          undefined,
          slowly,
        ),
      ).toBeInTheDocument();
      expect(api.requests()).toEqual(['GET /api/price-book']);

      await user.clear(progress);
      await user.type(progress, '25');
      await user.click(screen.getByRole('button', { name: 'Save price book' }));
      expect(await screen.findByText('Price book saved', undefined, slowly)).toBeInTheDocument();
      expect(api.bodyOf('PUT', '/api/price-book')).toEqual({
        ...defaultPriceBook,
        depositPercent: 40,
        progressPercent: 25,
      });

      // Back to one-third: exactly a third, and the warning goes.
      await user.click(within(deposit).getByRole('radio', { name: 'One-third' }));
      expect(screen.queryByText(depositAboveOneThirdWarning)).not.toBeInTheDocument();
    },
  );
});
