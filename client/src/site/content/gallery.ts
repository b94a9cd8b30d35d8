import type { GalleryRoom } from '../../../../shared/gallery';
import type { GalleryItem } from './types';

/** Which illustration a tile draws; each category has its own line drawing. */
export type GalleryArt = 'walk-in' | 'reach-in' | 'pantry' | 'garage' | 'mudroom' | 'laundry' | 'office' | 'kids';

/** The gallery room (service) each drawing belongs to, for the rooms' own pages. */
export const artRoom: Record<GalleryArt, GalleryRoom> = {
  'walk-in': 'custom-closets',
  'reach-in': 'custom-closets',
  pantry: 'pantry-storage',
  garage: 'garage-cabinets',
  mudroom: 'laundry-mudroom',
  laundry: 'laundry-mudroom',
  office: 'home-office',
  kids: 'kids-closets',
};

/** The finish a tile's illustration is drawn in. */
export type GalleryFinish = 'white' | 'walnut' | 'gray' | 'oak';

export interface GalleryTileContent extends GalleryItem {
  title: string;
  art: GalleryArt;
  finish: GalleryFinish;
}

/** 12 drawn project tiles with category, town and alt text, shown while no photo is published. */
export const galleryItems: GalleryTileContent[] = [
  {
    title: 'His-and-hers walk-in with center island',
    category: 'Walk-In Closet',
    location: 'Greenwich, CT',
    art: 'walk-in',
    finish: 'white',
    alt: 'Illustration of a white walk-in closet with long and double hanging on both sides, shoe shelves and a center island of drawers.',
  },
  {
    title: 'Reach-in for two in a 1960s colonial',
    category: 'Reach-In Closet',
    location: 'Westport, CT',
    art: 'reach-in',
    finish: 'white',
    alt: 'Illustration of a reach-in closet with double hanging on each side, a central stack of drawers and shelves up to the ceiling.',
  },
  {
    title: 'Walk-in pantry with pull-out drawers',
    category: 'Pantry',
    location: 'Hamden, CT',
    art: 'pantry',
    finish: 'oak',
    alt: 'Illustration of a walk-in pantry with adjustable shelves of jars and canisters above deep pull-out drawers.',
  },
  {
    title: 'Two-car garage with slatwall',
    category: 'Garage',
    location: 'Milford, CT',
    art: 'garage',
    finish: 'gray',
    alt: 'Illustration of a garage wall with gray upper and lower cabinets, a workbench and slatwall with hooks for tools.',
  },
  {
    title: 'Back-door mudroom lockers',
    category: 'Mudroom',
    location: 'Fairfield, CT',
    art: 'mudroom',
    finish: 'white',
    alt: 'Illustration of a mudroom with four open lockers with coat hooks, a bench with shoe cubbies below and baskets above.',
  },
  {
    title: 'Built-in desk in a Victorian study',
    category: 'Home Office',
    location: 'New Haven, CT',
    art: 'office',
    finish: 'walnut',
    alt: 'Illustration of a walnut home office wall with a built-in desk, file drawers and open shelving above.',
  },
  {
    title: 'Grow-with-me kids’ closet',
    category: 'Kids’ Closet',
    location: 'Stamford, CT',
    art: 'kids',
    finish: 'white',
    alt: 'Illustration of a child’s closet with a low hanging rod, colorful bins on adjustable shelves and a row of drawers.',
  },
  {
    title: 'Laundry room with folding counter',
    category: 'Laundry Room',
    location: 'Guilford, CT',
    art: 'laundry',
    finish: 'white',
    alt: 'Illustration of a laundry room with a folding counter over side-by-side washer and dryer, wall cabinets and a hanging rod.',
  },
  {
    title: 'Walnut dressing room',
    category: 'Walk-In Closet',
    location: 'Ridgefield, CT',
    art: 'walk-in',
    finish: 'walnut',
    alt: 'Illustration of a walnut walk-in closet with long and double hanging, a tower of shoe shelves and an island with drawers.',
  },
  {
    title: 'Shoreline cottage pantry',
    category: 'Pantry',
    location: 'Madison, CT',
    art: 'pantry',
    finish: 'white',
    alt: 'Illustration of a white reach-in pantry with four adjustable shelves of jars and boxes above six pull-out drawers.',
  },
  {
    title: 'Garage cabinets and workbench',
    category: 'Garage',
    location: 'Trumbull, CT',
    art: 'garage',
    finish: 'oak',
    alt: 'Illustration of a garage with oak upper and lower cabinets, a workbench and tools hung on slatwall.',
  },
  {
    title: 'Gray built-in office wall',
    category: 'Home Office',
    location: 'Branford, CT',
    art: 'office',
    finish: 'gray',
    alt: 'Illustration of a gray built-in desk between two stacks of file drawers, with a full wall of shelves above.',
  },
];
