import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpacePhotoView } from '../../../../shared/booking';
import { SpacePhotosSection } from './space-photos-section';

afterEach(() => vi.unstubAllGlobals());

const token = 'a'.repeat(43);
const photo = (id: number, note: string | null = null, status: SpacePhotoView['status'] = 'ready') => ({
  id,
  note,
  status,
});
const jpeg = (name = 'IMG_0001.jpg', bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

/**
 * Presses "Add photo". jsdom's constraint validation does not see the files user-event sets, so
 * `required` would block a click there (a browser's does see them): the form is submitted directly.
 */
const addPhoto = () => fireEvent.submit(screen.getByRole('button', { name: 'Add photo' }).closest('form')!);

function stubUpload(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('SpacePhotosSection', () => {
  it('is a plain multipart form that works without JavaScript, with the photos added so far', () => {
    render(<SpacePhotosSection token={token} photos={[photo(1, 'Left wall, 9 ft ceiling'), photo(2)]} />);
    const section = screen.getByRole('region', { name: 'Show us your space' });
    expect(section).toHaveTextContent('Only our team sees them. You can add up to 10.');
    expect(screen.getByRole('status')).toHaveTextContent('2 of 10 added');

    const file = screen.getByLabelText('Photo of your space');
    expect(file).toHaveAttribute('type', 'file');
    expect(file).toHaveAttribute('name', 'photo');
    expect(file).toHaveAttribute('accept', 'image/*');
    expect(file).not.toHaveAttribute('capture');
    const note = screen.getByLabelText('Note (optional)');
    expect(note).toHaveAttribute('placeholder', 'Left wall, 9 ft ceiling');
    expect(note).toHaveAttribute('maxlength', '200');
    expect(note).not.toBeRequired();

    const form = file.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(form).toHaveAttribute('action', `/api/bookings/${token}/photos`);
    expect(within(form).getByRole('button', { name: 'Add photo' })).toHaveAttribute('type', 'submit');

    const list = screen.getByRole('list', { name: 'Photos you added' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Left wall, 9 ft ceilingAdded', 'Photo 2Added']);
    // Only notes and names: the homeowner's images are never served back on this page.
    expect(within(section).queryByRole('img')).toBeNull();
  });

  it('sends the photo and note by fetch and lists it by its note, or its file name', async () => {
    const user = userEvent.setup();
    const fetchMock = stubUpload(201, { photo: photo(7, 'Closet, back wall') });
    render(<SpacePhotosSection token={token} photos={[]} />);

    await user.upload(screen.getByLabelText('Photo of your space'), jpeg());
    await user.type(screen.getByLabelText('Note (optional)'), 'Closet, back wall');
    addPhoto();

    expect(await screen.findByText('Closet, back wall')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 10 added');
    expect(screen.getByRole('status')).toHaveTextContent('Photo added.');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(new RegExp(`/api/bookings/${token}/photos$`));
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Accept: 'application/json' });
    const sent = init.body as FormData;
    expect((sent.get('photo') as File).name).toBe('IMG_0001.jpg');
    expect(sent.get('note')).toBe('Closet, back wall');
    expect(screen.getByLabelText('Note (optional)')).toHaveValue('');

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ photo: photo(8) }), { status: 201 }));
    await user.upload(screen.getByLabelText('Photo of your space'), jpeg('pantry.png'));
    addPhoto();
    expect(await screen.findByText('pantry.png')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 of 10 added');
  });

  it("shows the server's refusal as an alert and keeps the form", async () => {
    const user = userEvent.setup();
    stubUpload(415, {
      success: false,
      error: "HEIC photos can't be read yet: please choose 'Most compatible' in your camera settings or send a JPEG",
    });
    render(<SpacePhotosSection token={token} photos={[]} />);
    await user.upload(screen.getByLabelText('Photo of your space'), jpeg('IMG_0002.HEIC'));
    addPhoto();
    expect(await screen.findByRole('alert')).toHaveTextContent("HEIC photos can't be read yet");
    expect(screen.getByRole('status')).toHaveTextContent('0 of 10 added');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says so when the connection fails, and refuses a file over 25 MB before sending it', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    render(<SpacePhotosSection token={token} photos={[]} />);

    await user.upload(screen.getByLabelText('Photo of your space'), jpeg('big.jpg', 25 * 1024 * 1024 + 1));
    addPhoto();
    expect(await screen.findByRole('alert')).toHaveTextContent('Each photo must be 25 MB or smaller');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.upload(screen.getByLabelText('Photo of your space'), jpeg());
    addPhoto();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our server.');
  });

  it('a photo that could not be read is listed as such and frees its place', async () => {
    const user = userEvent.setup();
    stubUpload(201, { photo: photo(3, null, 'failed') });
    const nine = Array.from({ length: 9 }, (_, i) => photo(i + 10));
    render(<SpacePhotosSection token={token} photos={nine} />);
    await user.upload(screen.getByLabelText('Photo of your space'), jpeg('cut.jpg'));
    addPhoto();
    expect(await screen.findByRole('alert')).toHaveTextContent('This photo could not be read.');
    expect(screen.getByText('cut.jpg').closest('li')).toHaveTextContent('Could not be read');
    expect(screen.getByRole('status')).toHaveTextContent('9 of 10 added');
    expect(screen.getByRole('button', { name: 'Add photo' })).toBeInTheDocument();
  });

  it('with ten photos it says so instead of offering the form', () => {
    render(
      <SpacePhotosSection
        token={token}
        photos={Array.from({ length: 10 }, (_, i) => photo(i + 1, `Wall ${i + 1}`, i === 9 ? 'processing' : 'ready'))}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('10 of 10 added');
    expect(screen.getByText('Wall 10').closest('li')).toHaveTextContent('Being prepared');
    expect(screen.queryByRole('button', { name: 'Add photo' })).toBeNull();
    expect(screen.getByText(/You have added 10 photos/)).toBeInTheDocument();
  });
});
