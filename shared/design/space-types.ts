import { roomOptions, type RoomOption } from '../rooms';

/** The spaces a design can be for: the consultation form's room options, less "Other". */
export const spaceTypes = roomOptions.filter(
  (room): room is Exclude<RoomOption, 'Other'> => room !== 'Other',
) as readonly Exclude<RoomOption, 'Other'>[];

export type SpaceType = Exclude<RoomOption, 'Other'>;

/** "Walk-In Closet" → "walk-in-closet": how a space type is written in a plan's address. */
export function spaceTypeSlug(spaceType: SpaceType): string {
  return spaceType.toLowerCase().replace(/\s+/g, '-');
}

/** The space type a slug names, or undefined. */
export function spaceTypeFromSlug(slug: string): SpaceType | undefined {
  return spaceTypes.find((space) => spaceTypeSlug(space) === slug);
}
