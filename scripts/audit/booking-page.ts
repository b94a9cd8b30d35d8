import { business } from '../../shared/business';
import type { RouteDef } from '../../client/src/routes';

/**
 * A live booking page (/book/<token>) to audit beside the prerendered routes: a consultation request
 * on the audit's throwaway database issues one. It is rendered per request, so only the checks that
 * load pages in a browser (weight, axe, Lighthouse) visit it.
 */
export async function bookingPageRoute(baseUrl: string): Promise<RouteDef> {
  const res = await fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({
      name: 'Audit Homeowner',
      email: 'audit.homeowner@example.com',
      phone: '203 555 0150',
      zip: '06880',
      rooms: ['Pantry'],
      message: 'A pantry for the audit.',
    }),
  });
  if (!res.ok) throw new Error(`POST /api/contact answered ${res.status}`);
  const { bookingUrl } = (await res.json()) as { bookingUrl: string };
  return {
    path: bookingUrl,
    title: `Pick a time for your visit | ${business.name}`,
    description: '',
    noindex: true,
    component: () => null,
  } as unknown as RouteDef;
}
