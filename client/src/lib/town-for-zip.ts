import { cities } from '../content/cities';

/** The town of one of the site's city pages whose ZIP codes include `zip` (ZIP+4 allowed); else undefined. */
export function townForZip(zip: string): string | undefined {
  const five = zip.trim().slice(0, 5);
  return Object.values(cities).find((city) => city.zips.includes(five))?.name;
}
