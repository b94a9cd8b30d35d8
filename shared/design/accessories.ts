/**
 * Accessories a design can include: the accessories page's items (client/src/site/content/accessories.ts
 * describes them; client/src/site/content/design-accessories.test.ts keeps the names the same).
 */
export const designAccessories = [
  { id: 'valet-rod', name: 'Valet Rod' },
  { id: 'pull-down-closet-rod', name: 'Pull-Down Closet Rod' },
  { id: 'tie-belt-racks', name: 'Tie & Belt Racks' },
  { id: 'scarf-organizer', name: 'Scarf Organizer' },
  { id: 'slanted-shoe-shelves', name: 'Slanted Shoe Shelves' },
  { id: 'shoe-cubbies', name: 'Shoe Cubbies' },
  { id: 'pull-out-shoe-racks', name: 'Pull-Out Shoe Racks' },
  { id: 'boot-storage', name: 'Boot Storage' },
  { id: 'jewelry-trays', name: 'Jewelry Trays' },
  { id: 'watch-organizer', name: 'Watch Organizer' },
  { id: 'sock-underwear-dividers', name: 'Sock & Underwear Dividers' },
  { id: 'locking-drawer', name: 'Locking Drawer' },
  { id: 'tilt-out-hamper', name: 'Tilt-Out Hamper' },
  { id: 'double-pull-out-hamper', name: 'Double Pull-Out Hamper' },
  { id: 'fold-down-ironing-board', name: 'Fold-Down Ironing Board' },
  { id: 'pull-out-drying-rack', name: 'Pull-Out Drying Rack' },
  { id: 'pull-out-mirror', name: 'Pull-Out Mirror' },
  { id: 'handbag-shelves', name: 'Handbag Shelves' },
  { id: 'pant-rack', name: 'Pant Rack' },
  { id: 'luggage-shelf', name: 'Luggage Shelf' },
  { id: 'led-shelf-lighting', name: 'LED Shelf Lighting' },
  { id: 'hanging-rod-lights', name: 'Hanging Rod Lights' },
  { id: 'motion-sensors', name: 'Motion Sensors' },
  { id: 'lit-display-cases', name: 'Lit Display Cases' },
] as const;

export type AccessoryId = (typeof designAccessories)[number]['id'];
export const accessoryIds = designAccessories.map((a) => a.id) as [AccessoryId, ...AccessoryId[]];

export function accessoryName(id: AccessoryId): string {
  return designAccessories.find((a) => a.id === id)?.name ?? id;
}
