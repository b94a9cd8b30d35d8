/** Room options of the consultation form; a lead names at least one. */
export const roomOptions = [
  'Walk-In Closet',
  'Reach-In Closet',
  'Pantry',
  'Garage',
  'Laundry Room',
  'Mudroom',
  'Home Office',
  'Kids Closet',
  'Other',
] as const;

export type RoomOption = (typeof roomOptions)[number];
