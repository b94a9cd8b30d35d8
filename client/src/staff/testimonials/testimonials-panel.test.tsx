import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTestimonial, AdminTestimonialsPage } from '../../../../shared/testimonial-schema';
import { renderWithQueries, stubApi } from '../../test/admin-test-utils';
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

  it('offers Approve only while pending and Unpublish only once approved; approving leaves no Approve behind', async () => {
    let ana = { ...review(3, 'Ana Ruiz'), approved: 'false' as const } as AdminTestimonial;
    const list = () => ({
      ...answer,
      testimonials: [ana, review(2, 'Maria Lopez')],
      counts: {
        all: 2,
        pending: ana.approved === 'false' ? 1 : 0,
        approved: ana.approved === 'true' ? 2 : 1,
        featured: 0,
      },
    });
    const api = stubApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/testimonials?status=all&page=1') return { body: list() };
      if (method === 'PATCH' && url === '/api/testimonials/3') {
        ana = { ...ana, approved: 'true' };
        return { body: { success: true } };
      }
      return undefined;
    });
    renderWithQueries(<TestimonialsPanel />);
    const pending = await screen.findByRole('article', { name: 'Ana Ruiz' });
    const approved = screen.getByRole('article', { name: 'Maria Lopez' });
    expect(within(pending).getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
    expect(within(pending).queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(within(approved).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(approved).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(within(approved).getByText('On the site')).toBeInTheDocument();
    // Every Approve on the page is one pending review's, or the bulk bar's.
    const approves = screen.getAllByRole('button', { name: /^Approve/ }).map((b) => b.textContent);
    expect(approves).toEqual(['Approve selected', 'Approve all pending', 'Approve']);

    await userEvent.click(within(pending).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Testimonial approved!')).toBeInTheDocument();
    expect(api.bodyOf('PATCH', '/api/testimonials/3')).toEqual({ approved: 'true' });
    await vi.waitFor(() => expect(within(pending).queryByRole('button', { name: 'Approve' })).toBeNull());
    expect(within(pending).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    // Focus stays with the review whose button went away.
    expect(pending).toHaveFocus();
  });
});
