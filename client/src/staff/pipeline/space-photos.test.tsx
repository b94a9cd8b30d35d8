import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpacePhotos } from './space-photos';

describe('SpacePhotos on the lead card', () => {
  it('shows each processed photo as a thumbnail linking to the full photo, with its note', () => {
    render(
      <SpacePhotos
        leadId={12}
        idPrefix="lead"
        photos={[
          { id: 3, note: 'Left wall, 9 ft ceiling', status: 'ready' },
          { id: 4, note: null, status: 'ready' },
          { id: 5, note: 'Back wall', status: 'processing' },
          { id: 6, note: null, status: 'failed' },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Photos of the space (4)' });
    const first = within(section).getByRole('link', { name: 'Left wall, 9 ft ceiling' });
    expect(first).toHaveAttribute('href', '/api/contacts/12/space-photos/3/full.jpg');
    expect(within(first).getByRole('img')).toHaveAttribute('src', '/api/contacts/12/space-photos/3/thumb.jpg');
    expect(within(first).getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(within(section).getByText('Left wall, 9 ft ceiling', { selector: 'figcaption' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Photo of the space 2' })).toHaveAttribute(
      'href',
      '/api/contacts/12/space-photos/4/full.jpg',
    );
    expect(within(section).getAllByRole('link')).toHaveLength(2);
    expect(section).toHaveTextContent('Still being prepared');
    expect(section).toHaveTextContent('Could not be read');
  });

  it('renders nothing without photos', () => {
    const { container } = render(<SpacePhotos leadId={1} idPrefix="lead" photos={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
