import type { BlogArticle } from './article';

export const garageStorageSystems: BlogArticle = {
  intro: [
    {
      p: 'Most Connecticut garages end up as the house’s overflow room: bikes, lawn care, sports gear, holiday decorations, the tools, the second refrigerator, and somewhere in the middle, ideally, a car. When homeowners ask us which garage storage system to buy, our answer is almost always a question back: what are you storing, and how often do you need it?',
    },
    {
      p: [
        'The three main systems, cabinets, slatwall and overhead racks, each solve a different problem. Here is when to choose each one, what to weigh before you do, and how we combine them in the ',
        { text: 'garage cabinet', href: '/garage-cabinets' },
        ' projects we design across Fairfield and New Haven County.',
      ],
    },
  ],
  sections: [
    {
      id: 'cabinets',
      heading: 'Garage cabinets',
      blocks: [
        {
          p: 'Cabinets are closed storage: base units, tall units and wall-hung units with doors and drawers. They are the backbone of most well-organized garages, and the most substantial investment of the three.',
        },
        { h3: 'When to choose cabinets' },
        {
          p: 'Choose cabinets for anything that should be out of sight, out of reach or out of the dust: chemicals, paint, fertilizer, power tools, small parts, and the clutter that makes a garage look messy even when it is organized. If children use the garage, lockable cabinets are the safest place for pool chemicals and sharp tools.',
        },
        { h3: 'Advantages' },
        {
          ul: [
            'A clean, finished look: doors hide the visual noise of a hundred different objects.',
            'Protection from dust, pollen and the grit that blows in every time the door opens.',
            'A work surface: base cabinets with a durable top double as a workbench.',
            'Drawers for small items, which are otherwise the hardest thing in a garage to keep organized.',
          ],
        },
        { h3: 'Considerations' },
        {
          ul: [
            'Cost: cabinets cost more per foot of wall than slatwall or racks.',
            'Depth: base cabinets take 18 to 24 inches of floor. Measure with the car parked and its doors open before committing to a full wall.',
            'Construction: the box material and how it meets the floor matter more in a garage than anywhere else in the house (more on that under climate).',
          ],
        },
      ],
    },
    {
      id: 'slatwall',
      heading: 'Slatwall',
      blocks: [
        {
          p: 'Slatwall is a wall panel with horizontal grooves that accept hooks, baskets, shelves and bins. Nothing is fixed: every accessory slides along or lifts out and moves somewhere else.',
        },
        { h3: 'When to choose slatwall' },
        {
          p: 'Choose slatwall for things you grab often and that are awkward in a cabinet: rakes, shovels, brooms, the leaf blower, bikes, scooters, helmets, balls and hoses. It is ideal for a family whose gear changes with the seasons, from beach chairs in July to snow shovels in January.',
        },
        { h3: 'Advantages' },
        {
          ul: [
            'Everything visible and within reach, with nothing to open.',
            'Completely reconfigurable as your needs change, without tools or new holes in the wall.',
            'Uses wall area above and beside cabinets that would otherwise stay bare.',
            'Keeps long-handled tools off the floor, where they fall over and get driven over.',
          ],
        },
        { h3: 'Considerations' },
        {
          ul: [
            'Panel quality varies widely. Cheap panels sag under heavy hooks; look for solid PVC panels, ideally with aluminum reinforcement, fixed into studs.',
            'Load ratings depend on the panel, the accessory and the fastening, so heavy items such as a wall-hung bike or a ladder should go on reinforced sections.',
            'Open storage still looks busy. Slatwall organizes clutter; it does not hide it.',
          ],
        },
      ],
    },
    {
      id: 'overhead',
      heading: 'Overhead racks',
      blocks: [
        {
          p: 'Overhead racks are steel platforms hung from the ceiling joists, using the space above the hood of the car that almost every garage wastes.',
        },
        { h3: 'When to choose overhead racks' },
        {
          p: 'Choose overhead racks for things you need once or twice a year: holiday decorations, camping gear, luggage, off-season tires, kids’ clothes waiting for the next sibling. They work best in garages with ceilings of 9 feet or more, which leaves room for the rack, the bins on it and a vehicle underneath.',
        },
        { h3: 'Advantages' },
        {
          ul: [
            'Storage that costs no floor or wall space at all.',
            'High capacity: quality racks hold 300 to 600 pounds or more when fastened properly into the joists.',
            'Out of the way of daily life, so seasonal items stop migrating across the floor.',
          ],
        },
        { h3: 'Considerations' },
        {
          ul: [
            'Ceiling height: below about 9 feet, racks conflict with tall vehicles and roof boxes.',
            'The garage door: the door, its track and the opener need clearance, so racks usually go along the sides or at the back.',
            'Access: you need a ladder. Store light, labeled bins up there, not things you need every week.',
            'Heat: the space under a garage roof gets very hot in summer, so it is no place for candles, photographs, vinyl records or paint.',
          ],
        },
      ],
    },
    {
      id: 'combining',
      heading: 'Combining all three',
      blocks: [
        {
          p: 'The best garages rarely use just one system. The layout we design most often works in three layers:',
        },
        {
          ol: [
            [
              { strong: 'Cabinets along the back wall' },
              ', where the car’s bumper is farthest away, with a worktop in the middle for projects and a tall cabinet at one end.',
            ],
            [
              { strong: 'Slatwall on the side walls' },
              ' and above the cabinets, for tools, bikes and sports gear you use every week.',
            ],
            [{ strong: 'Overhead racks' }, ' above the car or along the side, for seasonal and long-term storage.'],
          ],
        },
        {
          p: 'The result is a garage where daily items are at hand, weekly items on the wall and yearly items overhead, and where the car actually fits. Budget decides the proportions: we often start with slatwall and racks, with cabinets planned into the design to be added later.',
        },
      ],
    },
    {
      id: 'sizing',
      heading: 'Sizing the system: inventory what you store',
      blocks: [
        {
          p: 'Before anyone draws a garage, make a list of what lives in it, and how often each item leaves. Group it into daily, seasonal and rarely, then note the bulky items: the mower, the snow blower, bikes, the ladder, the grill. A few measurements matter too:',
        },
        {
          ul: [
            'The length and width of each car with doors open, so cabinets do not cost you a door ding.',
            'Ceiling height, and the height of the garage door and opener when open.',
            'Where the outlets, windows, water heater and electrical panel are: these need to stay accessible.',
            'Any step up into the house, which often dictates where the everyday zone belongs.',
          ],
        },
        {
          p: 'This inventory is what we start from at a consultation. It is the difference between a system sized to your life and a wall of storage that is either half empty or overflowing by spring.',
        },
      ],
    },
    {
      id: 'installation',
      heading: 'Professional installation or DIY?',
      blocks: [
        {
          p: 'Plenty of homeowners install a few slatwall panels or a single overhead rack themselves, and if you are comfortable finding studs and joists, that is reasonable. The trade-offs appear with scale and weight.',
        },
        {
          ul: [
            'Overhead racks holding hundreds of pounds must be lagged into joists at the right spacing; a mistake there is a safety problem, not a cosmetic one.',
            'Garage floors slope toward the door for drainage, so cabinets need leveling to sit square and keep doors aligned.',
            'Garage walls are often unfinished or uneven, which makes long runs of slatwall hard to keep straight.',
            'A planned layout avoids the classic DIY result: three systems from three stores that do not line up.',
          ],
        },
        {
          p: 'A professionally installed garage system from our team typically takes 2 to 3 days, with a 3D design and quote first, within 3 to 5 business days of the consultation. All hardware carries a lifetime warranty.',
        },
      ],
    },
    {
      id: 'connecticut-climate',
      heading: 'Designing for the Connecticut climate',
      blocks: [
        {
          p: 'A Connecticut garage sees humid summers, freezing winters and months of road salt. A system that is fine in an Arizona garage can fail here within a few seasons.',
        },
        {
          ul: [
            [
              { strong: 'Humidity:' },
              ' summer air near the shoreline is damp, and unsealed particleboard swells. Choose moisture-resistant materials with sealed edges, and keep cardboard boxes off the floor.',
            ],
            [
              { strong: 'Cold:' },
              ' most garages here drop below freezing in January. Latex paint, some cleaners and adhesives are ruined by freezing, so plan an inside spot for them rather than a garage cabinet.',
            ],
            [
              { strong: 'Road salt:' },
              ' melting snow drips salty slush from the car onto the floor all winter. Mount cabinets on the wall or on legs a few inches off the slab, never directly on the concrete, and choose powder-coated or stainless hardware that resists corrosion.',
            ],
          ],
        },
        {
          p: [
            'Our ',
            { text: 'materials and finishes', href: '/materials-finishes' },
            ' page explains the boxes, surfaces and hardware we use, and why.',
          ],
        },
      ],
    },
    {
      id: 'next-steps',
      heading: 'Planning your garage',
      blocks: [
        {
          p: [
            'We design and install garage storage throughout ',
            { text: 'Fairfield County', href: '/service-areas/fairfield-county-ct' },
            ' and ',
            { text: 'New Haven County', href: '/service-areas/new-haven-county-ct' },
            ', with no travel fees in either. If you are weighing cabinets against slatwall or wondering whether your ceiling can take racks, ',
            { text: 'request a free consultation', href: '/contact' },
            ': we will measure, go through your inventory with you and show you the options in 3D.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Get the car back in the garage',
    text: 'Free in-home consultation, a 3D plan combining cabinets, slatwall and overhead storage, and professional installation in 2 to 3 days.',
    label: 'Plan My Garage Storage',
    href: '/contact',
  },
};
