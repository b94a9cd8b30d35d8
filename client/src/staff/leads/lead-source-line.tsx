import type { Lead } from '../../../../shared/admin-schema';
import { leadSourceLabel } from '../../../../shared/lead-source-label';

/** "Source: newsletter / email · Landed on /city/westport · Sent from /contact · Campaign spring" */
function leadSourceSummary(lead: Lead): string {
  const parts = [`Source: ${[leadSourceLabel(lead), lead.utmMedium].filter(Boolean).join(' / ')}`];
  if (lead.landingPath) parts.push(`Landed on ${lead.landingPath}`);
  if (lead.formPath) parts.push(`Sent from ${lead.formPath}`);
  if (lead.utmCampaign) parts.push(`Campaign ${lead.utmCampaign}`);
  return parts.join(' · ');
}

export function LeadSourceLine({ lead }: { lead: Lead }) {
  return <p className="mt-1 break-words text-sm text-ink-muted">{leadSourceSummary(lead)}</p>;
}
