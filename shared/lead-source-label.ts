/** The source a lead is counted under: its UTM source, else the referring host, else "Direct". */
export function leadSourceLabel(source: { utmSource?: string | null; referrerHost?: string | null }): string {
  return source.utmSource || source.referrerHost || 'Direct';
}
