/**
 * TRUST_PROXY as Express's 'trust proxy' setting: a hop count ("1"), true/false, or the names and
 * addresses Express accepts ("loopback", "10.0.0.0/8, 127.0.0.1").
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}
