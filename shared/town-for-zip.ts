/** The ZIP codes of each city page's town (the spec's list); the city pages show them. */
export const cityZips = {
  Westport: ['06880', '06881', '06889'],
  Greenwich: ['06830', '06831', '06836'],
  Milford: ['06460', '06461'],
  Stamford: ['06901', '06902', '06903', '06905'],
  Fairfield: ['06824', '06825'],
  Norwalk: ['06850', '06851', '06853', '06854', '06855'],
  'New Haven': ['06510', '06511', '06513', '06515'],
} as const satisfies Record<string, readonly string[]>;

type CityPageTown = keyof typeof cityZips;

/** The town of one of the site's city pages whose ZIP codes include `zip` (ZIP+4 allowed); else undefined. */
export function townForZip(zip: string): CityPageTown | undefined {
  const five = zip.trim().slice(0, 5);
  return (Object.keys(cityZips) as CityPageTown[]).find((town) => (cityZips[town] as readonly string[]).includes(five));
}
