/**
 * A short, readable name for a User-Agent: "Chrome on Android", "Safari on iPhone". Only the
 * browsers and systems staff are likely to use; anything else is "Unknown browser". Order matters:
 * Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari".
 */
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: [RegExp, string][], userAgent: string) => list.find(([pattern]) => pattern.test(userAgent))?.[1];

export function browserLabel(userAgent = ''): string {
  const browser = first(browsers, userAgent);
  if (!browser) return 'Unknown browser';
  const system = first(systems, userAgent);
  return system ? `${browser} on ${system}` : browser;
}
