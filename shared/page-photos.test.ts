import { describe, expect, it } from 'vitest';
import type { GalleryRoom } from './gallery';
import { cityTown, photosOfPage } from './page-photos';

const photo = (id: number, room: GalleryRoom, town: string) => ({ id, room, town });
const photos = [
  photo(1, 'pantry-storage', 'Westport'),
  photo(2, 'pantry-storage', 'New Haven'),
  photo(3, 'garage-cabinets', 'New Haven'),
  photo(4, 'pantry-storage', 'New Haven'),
  photo(5, 'pantry-storage', 'Milford'),
  photo(6, 'home-office', 'New Haven'),
];
const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe('photosOfPage', () => {
  it('shows every photo on /gallery', () => {
    expect(ids(photosOfPage('/gallery', photos))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows the first three of the room on a service page', () => {
    expect(ids(photosOfPage('/pantry-storage', photos))).toEqual([1, 2, 4]);
    expect(ids(photosOfPage('/kids-closets', photos))).toEqual([]);
  });

  it('shows the first three taken in the town on a city page', () => {
    expect(cityTown('new-haven')).toBe('New Haven');
    expect(ids(photosOfPage('/city/new-haven', photos))).toEqual([2, 3, 4]);
    expect(ids(photosOfPage('/city/milford', photos))).toEqual([5]);
  });

  it('shows none on other pages', () => {
    expect(photosOfPage('/', photos)).toEqual([]);
    expect(photosOfPage('/faq', photos)).toEqual([]);
  });
});
