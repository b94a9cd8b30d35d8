/**
 * The six services the site offers, in the order it lists them: the slug is the service page's
 * path (/kids-closets), the gallery's room and the stored room of a photo; the label is the name
 * every list, card, filter and form shows (and the review form's stored project).
 */
export const services = [
  { slug: 'custom-closets', label: 'Custom Closets' },
  { slug: 'pantry-storage', label: 'Pantry Storage' },
  { slug: 'garage-cabinets', label: 'Garage Cabinets' },
  { slug: 'laundry-mudroom', label: 'Laundry & Mudroom' },
  { slug: 'home-office', label: 'Home Office' },
  { slug: 'kids-closets', label: "Kids' Closets" },
] as const;

export type ServiceSlug = (typeof services)[number]['slug'];
type ServiceLabel = (typeof services)[number]['label'];

export const serviceSlugs = services.map((s) => s.slug) as [ServiceSlug, ...ServiceSlug[]];
export const serviceLabels = services.map((s) => s.label) as [ServiceLabel, ...ServiceLabel[]];

/** The label of a service slug; an unknown slug is returned as it is. */
export function serviceLabel(slug: string): string {
  return services.find((s) => s.slug === slug)?.label ?? slug;
}
