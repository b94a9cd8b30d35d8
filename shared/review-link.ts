/** "Jennifer Morales" → "Jennifer M."; a single name stays as it is. How a review is signed. */
export function reviewerName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** The /review address with the reviewer's name and town filled in. */
export function reviewLink(siteUrl: string, { name, town }: { name: string; town: string }): string {
  const params = new URLSearchParams({ name, town });
  return `${siteUrl.replace(/\/+$/, '')}/review?${params}`;
}
