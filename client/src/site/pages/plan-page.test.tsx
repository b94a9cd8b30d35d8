import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { designFromQuery } from '../../../../shared/design/design-query';
import type { Design } from '../../../../shared/design/design';
import { defaultPriceBook, type PriceBook } from '../../../../shared/design/price-book';
import { estimateConfirmation, formatEstimate, priceDesign } from '../../../../shared/design/pricing';
import { startingLayout } from '../../../../shared/design/layout';

/** A price book twice the default's section prices: an estimate from it cannot come from the defaults. */
const dearBook: PriceBook = {
  ...defaultPriceBook,
  sectionPrices: Object.fromEntries(
    Object.entries(defaultPriceBook.sectionPrices).map(([kind, price]) => [kind, price * 2]),
  ) as PriceBook['sectionPrices'],
};

const estimateOf = (design: Design, book: PriceBook) => formatEstimate(priceDesign(design, book).range);
const reachIn = (widthIn: number) =>
  startingLayout({ spaceType: 'Reach-In Closet', ceilingIn: 96, walls: [{ name: 'Back wall', widthIn }] });

let answer: (book: PriceBook) => void;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // A fresh module graph each test: the React Query client lives as long as the tab.
  vi.resetModules();
  fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = (priceBook) =>
          resolve(
            new Response(JSON.stringify({ priceBook, updatedAt: null }), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            }),
          );
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window.history, 'replaceState');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderPlan(search = '', priceBook?: PriceBook) {
  const [{ default: PlanPage }, { SiteDataProvider }] = await Promise.all([
    import('./plan-page'),
    import('../../lib/site-data'),
  ]);
  const { hook, searchHook } = memoryLocation({ path: '/plan', searchPath: search });
  return render(
    <SiteDataProvider data={priceBook ? { priceBook } : {}}>
      <Router hook={hook} searchHook={searchHook}>
        <PlanPage />
      </Router>
    </SiteDataProvider>,
  );
}

describe('the planner (/plan)', () => {
  it('labels each field for its wall, and offers walls as the space allows', async () => {
    const user = userEvent.setup();
    await renderPlan();
    expect(screen.getByLabelText('Type of space')).toBeInTheDocument();
    expect(screen.getByLabelText('Back wall width (inches)')).toBeInTheDocument();
    expect(screen.getByLabelText('Ceiling height (inches)')).toHaveValue('96');
    expect(screen.getByLabelText('Finish')).toBeInTheDocument();
    expect(screen.getByLabelText('Hardware finish')).toBeInTheDocument();
    // A reach-in is one wall.
    expect(screen.queryByLabelText('Number of walls')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type of space'), 'Walk-In Closet');
    await user.selectOptions(screen.getByLabelText('Number of walls'), '3');
    expect(screen.getByLabelText('Left wall width (inches)')).toBeInTheDocument();
    expect(screen.getByLabelText('Right wall width (inches)')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Your space' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/plan');
    expect(within(form).getByRole('button', { name: 'Show my plan' })).toHaveAttribute('type', 'submit');
  });

  it('draws each wall as a named image as it is typed, says "Estimating…" until the price book answers, then the estimate follows each width', async () => {
    const user = userEvent.setup();
    await renderPlan();
    await user.type(screen.getByLabelText('Back wall width (inches)'), '72');
    expect(screen.getByRole('img', { name: 'Back wall elevation, 72 in' })).toBeInTheDocument();
    expect(screen.getByText('Estimating…')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/price-book', expect.anything());
    answer(dearBook);
    expect(await screen.findByText(estimateOf(reachIn(72), dearBook))).toBeInTheDocument();
    expect(screen.getByText(estimateConfirmation)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What is included' })).toBeInTheDocument();

    const width = screen.getByLabelText('Back wall width (inches)');
    await user.clear(width);
    await user.type(width, '96');
    expect(screen.getByRole('img', { name: 'Back wall elevation, 96 in' })).toBeInTheDocument();
    expect(screen.getByText(estimateOf(reachIn(96), dearBook))).toBeInTheDocument();
    expect(estimateOf(reachIn(96), dearBook)).not.toBe(estimateOf(reachIn(72), dearBook));
    expect(window.history.replaceState).toHaveBeenLastCalledWith(
      null,
      '',
      expect.stringMatching(/^\/plan\?space=reach-in-closet&ceiling=96&w1=96&s1=/),
    );
  });

  it('splits a section and changes its kind, and says why a split is refused', async () => {
    const user = userEvent.setup();
    // A 72 in reach-in starts as two 36 in sections.
    await renderPlan('space=reach-in-closet&ceiling=96&w1=72', defaultPriceBook);
    const before = startingLayout({
      spaceType: 'Reach-In Closet',
      ceilingIn: 96,
      walls: [{ name: 'Back wall', widthIn: 72 }],
    });
    expect(before.walls[0]!.sections.map((s) => s.widthIn)).toEqual([36, 36]);
    await user.click(screen.getByRole('button', { name: 'Split section 1 of back wall' }));
    expect(screen.getAllByRole('combobox', { name: /^Section \d of back wall$/ })).toHaveLength(3);
    expect(screen.getByLabelText('Section 3 of back wall')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Section 1 of back wall'), 'Drawers');
    const url = vi.mocked(window.history.replaceState).mock.lastCall![2] as string;
    const shared = designFromQuery(new URLSearchParams(url.split('?')[1]));
    expect(shared.success && shared.design.walls[0]!.sections).toEqual([
      { kind: 'drawers', widthIn: 18 },
      { kind: before.walls[0]!.sections[0]!.kind, widthIn: 18 },
      before.walls[0]!.sections[1],
    ]);
    await user.click(screen.getByRole('button', { name: 'Split section 1 of back wall' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A section narrower than 36 in cannot be split: each half must be at least 18 in',
    );
  });

  it('renders a plan’s address with the server’s price book before the live one answers', async () => {
    const search = 'space=walk-in-closet&ceiling=96&walls=3&w1=120&w2=96&w3=96';
    await renderPlan(search, dearBook);
    const parsed = designFromQuery(new URLSearchParams(search));
    if (!parsed.success) throw new Error('the address should describe a plan');
    for (const name of ['Back wall elevation, 120 in', 'Left wall elevation, 96 in', 'Right wall elevation, 96 in']) {
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(estimateOf(parsed.design, dearBook))).toBeInTheDocument();
  });

  it('offers the plan with a consultation request: a link to /contact carrying its address, following each change', async () => {
    const user = userEvent.setup();
    const requestLink = () => screen.queryByRole('link', { name: 'Request a free consultation with this plan' });
    await renderPlan('', defaultPriceBook);
    expect(requestLink()).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Back wall width (inches)'), '72');
    const planOf = () => {
      const href = requestLink()?.getAttribute('href') ?? '';
      expect(href).toMatch(/^\/contact\?plan=[^&]+$/);
      const parsed = designFromQuery(new URLSearchParams(new URLSearchParams(href.split('?')[1]).get('plan') ?? ''));
      if (!parsed.success) throw new Error(`the link should carry a plan: ${href}`);
      return parsed.design;
    };
    expect(planOf()).toEqual(reachIn(72));
    await user.click(screen.getByRole('button', { name: 'Split section 1 of back wall' }));
    expect(planOf().walls[0]!.sections).toHaveLength(3);
    // Refused input: no plan, no link.
    await user.clear(screen.getByLabelText('Back wall width (inches)'));
    await user.type(screen.getByLabelText('Back wall width (inches)'), '10');
    expect(requestLink()).not.toBeInTheDocument();
  });

  it('shows the sentence of each refused field', async () => {
    await renderPlan('space=walk-in-closet&ceiling=200&walls=2&w1=10', defaultPriceBook);
    expect(screen.getByLabelText('Ceiling height (inches)')).toHaveAccessibleDescription(/ceiling/i);
    expect(screen.getByLabelText('Back wall width (inches)')).toHaveAccessibleDescription(/24/);
    expect(screen.getByLabelText('Left wall width (inches)')).toHaveAccessibleDescription('Enter the left wall width');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
