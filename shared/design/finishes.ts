/**
 * Panel and hardware finishes a design can name: a short, plausible choice from the materials
 * page's families (client/src/site/content/materials.ts) and its rod finishes.
 */
type FinishFamily = 'Solid Colors' | 'Woodgrains' | 'Textured & Linen' | 'Premium Matte & Gloss' | 'Real Wood Veneers';

export const finishes = [
  { id: 'crisp-white', label: 'Crisp White', family: 'Solid Colors' },
  { id: 'soft-gray', label: 'Soft Gray', family: 'Solid Colors' },
  { id: 'deep-navy', label: 'Deep Navy', family: 'Solid Colors' },
  { id: 'oak-woodgrain', label: 'Oak Woodgrain', family: 'Woodgrains' },
  { id: 'walnut-woodgrain', label: 'Walnut Woodgrain', family: 'Woodgrains' },
  { id: 'cherry-woodgrain', label: 'Cherry Woodgrain', family: 'Woodgrains' },
  { id: 'woven-linen', label: 'Woven Linen', family: 'Textured & Linen' },
  { id: 'brushed-texture', label: 'Brushed Texture', family: 'Textured & Linen' },
  { id: 'super-matte', label: 'Super-Matte', family: 'Premium Matte & Gloss' },
  { id: 'high-gloss', label: 'High-Gloss', family: 'Premium Matte & Gloss' },
  { id: 'oak-veneer', label: 'Oak Veneer', family: 'Real Wood Veneers' },
  { id: 'walnut-veneer', label: 'Walnut Veneer', family: 'Real Wood Veneers' },
  { id: 'maple-veneer', label: 'Maple Veneer', family: 'Real Wood Veneers' },
] as const satisfies readonly { id: string; label: string; family: FinishFamily }[];

export type FinishId = (typeof finishes)[number]['id'];
export const finishIds = finishes.map((f) => f.id) as [FinishId, ...FinishId[]];
/** The standard finish: what a new plan starts with and what the spec's prices assume. */
export const standardFinish: FinishId = 'crisp-white';

/** Rod, knob and pull finishes (the materials page's hanging rods). */
export const hardwareFinishes = [
  { id: 'chrome', label: 'Chrome' },
  { id: 'brushed-nickel', label: 'Brushed Nickel' },
  { id: 'matte-black', label: 'Matte Black' },
  { id: 'brass', label: 'Brass' },
] as const;

export type HardwareFinishId = (typeof hardwareFinishes)[number]['id'];
export const hardwareFinishIds = hardwareFinishes.map((h) => h.id) as [HardwareFinishId, ...HardwareFinishId[]];
export const standardHardware: HardwareFinishId = 'chrome';

export function finishLabel(id: FinishId): string {
  return finishes.find((f) => f.id === id)?.label ?? id;
}

export function hardwareFinishLabel(id: HardwareFinishId): string {
  return hardwareFinishes.find((h) => h.id === id)?.label ?? id;
}
