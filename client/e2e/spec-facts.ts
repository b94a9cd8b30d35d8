// Facts of the spec, written out here as the spec lists them rather than imported from the content files.
const townList = (towns: string) => towns.split(', ');

export const fairfieldTowns = townList(
  'Bethel, Bridgeport, Brookfield, Danbury, Darien, Easton, Fairfield, Greenwich, Monroe, New Canaan, New Fairfield, Newtown, Norwalk, Redding, Ridgefield, Shelton, Sherman, Stamford, Stratford, Trumbull, Weston, Westport, Wilton',
);
export const newHavenTowns = townList(
  'Ansonia, Beacon Falls, Bethany, Branford, Cheshire, Derby, East Haven, Guilford, Hamden, Madison, Meriden, Middlebury, Milford, Naugatuck, New Haven, North Branford, North Haven, Orange, Oxford, Prospect, Seymour, Southbury, Wallingford, Waterbury, West Haven, Wolcott, Woodbridge',
);

/** The six service pages, in the order of the navigation and the home page's cards. */
export const serviceLinks = [
  '/custom-closets',
  '/pantry-storage',
  '/garage-cabinets',
  '/laundry-mudroom',
  '/home-office',
  '/kids-closets',
];
