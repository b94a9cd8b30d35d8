import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTestimonial, AdminTestimonialsPage } from '../../../../shared/testimonial-schema';
import { renderWithQueries, stubApi } from './admin-test-utils';
import { TestimonialsPanel } from './testimonials-panel';

afterEach(() => vi.unstubAllGlobals());

const review = (id: number, customerName: string): AdminTestimonial => ({
  id,
  customerName,
  location: 'Guilford, CT',
  rating: '5',
  reviewText: 'The pantry is perfect.',
  projectType: 'Pantry',
  photoUrl: null,
  approved: 'true',
  featured: 'false',
  createdAt: '2027-01-10T15:00:00.000Z',
  email: null,
  hasLink: false,
});

const answer: AdminTestimonialsPage = {
  testimonials: [review(2, 'Maria Lopez'), review(1, 'Tom Hale')],
  total: 2,
  page: 1,
  pageSize: 25,
  counts: { all: 2, pending: 0, approved: 2, featured: 0 },
  lastChanges: { 2: { by: 'Dana Reyes', detail: 'Approved', at: '2027-01-12T20:14:00.000Z' } },
  averageRating: 5,
  ratingBreakdown: [],
};

describe('TestimonialsPanel', () => {
  it('shows who last changed a review, and nothing on one the record has no change for', async () => {
    const api = stubApi(({ method, url }) =>
      method === 'GET' && url === '/api/testimonials?status=all&page=1' ? { body: answer } : undefined,
    );
    renderWithQueries(<TestimonialsPanel />);
    const maria = await screen.findByRole('article', { name: 'Maria Lopez' });
    expect(maria).toHaveTextContent('Dana Reyes · Approved · Tue, Jan 12, 2027, 3:14 PM');
    expect(screen.getByText(/^Dana Reyes · Approved ·/)).toHaveClass('text-ink-muted');
    expect(screen.getByRole('article', { name: 'Tom Hale' })).not.toHaveTextContent('·');
    expect(api.requests()).toContain('GET /api/testimonials?status=all&page=1');
  });

  it('featuring a pending review says it shows on the home page only once approved', async () => {
    const pending = { ...review(3, 'Ana Ruiz'), approved: 'false' as const };
    stubApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/testimonials?status=all&page=1')
        return { body: { ...answer, testimonials: [pending], total: 1 } };
      if (method === 'PATCH' && url === '/api/testimonials/3') return { body: { success: true } };
      return undefined;
    });
    renderWithQueries(<TestimonialsPanel />);
    const card = await screen.findByRole('article', { name: 'Ana Ruiz' });
    await userEvent.click(within(card).getByRole('button', { name: 'Feature on home page' }));
    expect(await screen.findByText('Featured once approved')).toBeInTheDocument();
    expect(screen.getByText('A pending review shows on the home page only after you approve it.')).toBeInTheDocument();
    expect(screen.queryByText('Featured on the home page')).toBeNull();
  });
});
