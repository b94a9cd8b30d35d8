import type { CtaLink } from './types';

/**
 * The closing call to action of the home and services pages. Its label differs from the mobile
 * bar's "Request a Free Design Consultation" so the two links stay distinguishable by name.
 */
export const freeConsultationCta: CtaLink = { label: 'Schedule My Free Consultation', href: '/contact' };

/** The planner, linked from the home page, every service page and /contact. */
export const planCta: CtaLink = { label: 'Plan Your Space Online', href: '/plan' };
