import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishProblem } from '../../../../shared/gallery';
import type { AdminGalleryPhoto } from '../../../../shared/gallery-schema';
import { polyfillDialog, renderWithQueries, stubApi } from '../../test/admin-test-utils';
import { GalleryPanel } from './gallery-panel';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const photo = (id: number, originalName: string): AdminGalleryPhoto => ({
  id,
  originalName,
  status: 'ready',
  published: false,
  alt: null,
  room: null,
  town: null,
  caption: null,
  width: 1600,
  height: 1200,
  src: `/media/p${id}`,
  createdAt: '2026-11-27T15:00:00.000Z',
  updatedAt: '2026-11-27T15:00:00.000Z',
});

/** Two unpublished photos, changed as the server does: publishing names the first missing field. */
function showPanel() {
  const photos = [photo(5, 'pantry.jpg'), photo(6, 'garage.png')];
  const api = stubApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/gallery') return { body: { photos } };
    const id = Number(/^\/api\/gallery\/(\d+)$/.exec(url)?.[1]);
    const index = photos.findIndex((p) => p.id === id);
    if (method !== 'PATCH' || index < 0) return undefined;
    const { move, ...fields } = body as Partial<AdminGalleryPhoto> & { move?: string };
    if (move === 'down') return { status: 404, body: { success: false, error: 'Photo not found' } };
    const after = { ...photos[index]!, ...fields };
    const problem = after.published ? publishProblem(after) : null;
    if (problem) return { status: 400, body: { success: false, error: problem, fieldErrors: { alt: [problem] } } };
    photos[index] = after;
    return { body: { photo: after } };
  });
  renderWithQueries(<GalleryPanel />);
  return api;
}

describe('a photo’s card on the Gallery page', () => {
  it('checks the words with the API’s schema, puts a refused publish under its field, then publishes', async () => {
    const user = userEvent.setup();
    const api = showPanel();
    const card = await screen.findByRole('article', { name: 'pantry.jpg' });
    const alt = within(card).getByLabelText(/^Alt text/);

    await user.click(within(card).getByRole('button', { name: 'Publish' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Add alt text before publishing');
    expect(alt).toHaveFocus();
    expect(alt).toHaveAttribute('aria-invalid', 'true');

    await user.type(alt, 'Too short');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Alt text must be 10 to 250 characters')).toBeVisible();
    expect(api.requests().filter((r) => r.startsWith('PATCH'))).toHaveLength(1);

    await user.clear(alt);
    await user.type(alt, '  Walk-in pantry with white shelves  ');
    await user.selectOptions(within(card).getByLabelText('Room'), 'Pantry Storage');
    await user.selectOptions(within(card).getByLabelText('Town'), 'Milford');
    await user.click(within(card).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Photo published')).toBeInTheDocument();
    expect(api.bodyOf('PATCH', '/api/gallery/5')).toEqual({
      alt: 'Walk-in pantry with white shelves',
      room: 'pantry-storage',
      town: 'Milford',
      caption: null,
      published: true,
    });
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(await within(card).findByText('Published', { exact: true })).toBeVisible();
  });

  it('shows a refusal that names no field above the card’s buttons', async () => {
    const user = userEvent.setup();
    showPanel();
    const card = await screen.findByRole('article', { name: 'pantry.jpg' });
    await user.click(within(card).getByRole('button', { name: 'Move down' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Photo not found');
    expect(within(screen.getByRole('article', { name: 'garage.png' })).queryByRole('alert')).toBeNull();
  });
});
