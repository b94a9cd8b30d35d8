import { z } from 'zod';
import type { LeadAnalyticsRange } from './lead-analytics';

/** Query string of GET /api/admin/lead-analytics. */
export const leadAnalyticsQuerySchema = z.object({
  days: z
    .enum(['30', '90', '365'], { error: 'days must be 30, 90 or 365' })
    .default('30')
    .transform((d) => Number(d) as LeadAnalyticsRange),
});
