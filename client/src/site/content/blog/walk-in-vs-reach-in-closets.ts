import type { BlogArticle } from './article';

export const walkInVsReachInClosets: BlogArticle = {
  intro: [
    {
      p: 'Almost every homeowner we meet at a first consultation asks some version of the same question: should we be putting in a walk-in closet, or making the most of the reach-in we already have? The honest answer is that the room usually decides for you. Square footage, door and window placement, the age of the house and how you dress every morning matter far more than what looks best in a magazine.',
    },
    {
      p: [
        'We have been designing and installing ',
        { text: 'custom closets', href: '/custom-closets' },
        ' in Connecticut homes since 2010, from 1920s colonials in New Haven to new construction in Fairfield County. Here is how we help clients choose, what each type really costs, and the design details that make either one work.',
      ],
    },
  ],
  sections: [
    {
      id: 'space',
      heading: 'How much space each type really needs',
      blocks: [
        {
          p: 'Closet design starts with the hanger. An adult shirt or jacket on a hanger is about 20 to 22 inches across, so any hanging section needs at least 24 inches of depth to keep sleeves off the back wall and the door. Everything else follows from that number.',
        },
        { h3: 'Reach-in closets' },
        {
          p: 'A reach-in is a single wall of storage behind a door: typically 24 to 28 inches deep and anywhere from 4 to 10 feet wide. You stand outside it and reach in, so none of its footprint is spent on floor you walk on. The weak spots are the returns, the stretches of wall to the left and right of the door opening that you cannot see or reach easily. A good design uses them for long hanging or off-season items rather than leaving them dark and empty.',
        },
        { h3: 'Walk-in closets' },
        {
          p: 'A walk-in needs room for you as well as your clothes. Plan on about 36 inches of clear aisle. With hanging along one wall, that means a minimum width of roughly 5 feet; with hanging on two facing walls, about 7 feet; a U-shape on three walls needs close to 7 by 7 feet before it stops feeling cramped. An island wants another 3 feet of aisle on every side it faces.',
        },
        {
          p: 'If your so-called walk-in is 4 feet wide, it is really a deep reach-in with a door you step through, and it almost always works better designed that way: storage on the back wall and one side, the rest left clear.',
        },
      ],
    },
    {
      id: 'cost',
      heading: 'What each costs in Connecticut',
      blocks: [
        {
          p: 'For a fully custom system designed, built and installed by our team, a reach-in closet typically runs about $1,200 to $2,000. Walk-in closets range from about $2,500 to $8,000 and beyond. The spread is wide because the price follows what goes into the space, not the label on the door. The biggest factors are:',
        },
        {
          ul: [
            [
              { strong: 'Linear feet of system.' },
              ' A walk-in with three walls of storage simply has more cabinetry than a 6-foot reach-in.',
            ],
            [
              { strong: 'Drawers.' },
              ' Each drawer box with soft-close full-extension slides costs more than the equivalent run of shelving, and walk-ins tend to get a lot of them.',
            ],
            [
              { strong: 'Finish.' },
              ' Thermally fused melamine in a solid color is the most economical; textured woodgrains and real wood veneers cost more. Our ',
              { text: 'materials and finishes guide', href: '/materials-finishes' },
              ' shows the full range.',
            ],
            [
              { strong: 'Extras.' },
              ' Islands, glass-front doors, LED lighting and specialty accessories move a walk-in toward the top of the range.',
            ],
          ],
        },
        {
          p: 'Soft-close hardware is standard on everything we build, and all hardware carries a lifetime warranty, so those are not line items you need to budget for separately.',
        },
      ],
    },
    {
      id: 'reach-in',
      heading: 'Reach-in closets: advantages and trade-offs',
      blocks: [
        {
          ul: [
            'Far more storage per square foot of house, because no floor is given over to an aisle.',
            'Fits almost any bedroom, including the small ones common in capes and older colonials.',
            'Lower cost and a shorter installation, often finished in a single day.',
            'Trade-off: no room to dress inside, and limited space for an island, a mirror or a seat.',
            'Trade-off: the door matters. Bifold and sliding doors hide part of the closet at any moment, so we often recommend swapping them for hinged doors or a wider opening.',
          ],
        },
        {
          p: 'Double hanging is the single most effective change in a reach-in. Two rods at roughly 40 and 80 inches double the hanging space for shirts, blouses and folded trousers. Keep one section of long hanging, usually 2 to 3 feet wide, for dresses and coats, and put drawers or shelves in the middle.',
        },
      ],
    },
    {
      id: 'walk-in',
      heading: 'Walk-in closets: advantages and trade-offs',
      blocks: [
        {
          ul: [
            'Everything visible at once, with space to get dressed, pack a suitcase or try on an outfit.',
            'Room for features a reach-in cannot hold: an island with drawers, a full-length mirror, a bench, a valet rod for laying out tomorrow.',
            'A well-finished primary walk-in is a real selling point when you list the house.',
            'Trade-off: the aisle is floor space that stores nothing, so a walk-in holds less per square foot than a reach-in.',
            'Trade-off: it costs more, and if you are carving one out of a bedroom or hallway, you are paying for construction work before any closet system goes in.',
          ],
        },
        {
          p: 'We regularly see new-construction walk-ins in Fairfield County fitted with a single ring of wire shelving. They are generous rooms used at perhaps half their capacity. Replacing that wire with a designed system, with double hanging, a bank of drawers and proper shoe storage, routinely doubles what the room holds without moving a wall.',
        },
      ],
    },
    {
      id: 'at-a-glance',
      heading: 'The comparison at a glance',
      blocks: [
        {
          table: {
            caption: 'Walk-in and reach-in closets compared',
            head: ['', 'Reach-in', 'Walk-in'],
            rows: [
              ['Minimum size', '24 in deep, about 4 ft wide', 'About 5 ft wide (one wall), 7 ft (two walls)'],
              ['Typical cost', 'About $1,200–$2,000', '$2,500–$8,000+'],
              ['Storage per square foot', 'Highest', 'Lower: the aisle stores nothing'],
              ['Installation', 'Usually 1 day', '1–2 days'],
              ['Best for', 'Secondary bedrooms, compact primaries', 'Primary suites, shared closets, large wardrobes'],
            ],
          },
        },
      ],
    },
    {
      id: 'design-tips',
      heading: 'Design details that matter for either type',
      blocks: [
        { h3: 'Count before you design' },
        {
          p: 'Before your consultation, measure how many feet of rod your hanging clothes take up today, and count pairs of shoes and stacks of folded sweaters. Designing to an inventory, rather than to a guess, is what separates a closet that works from one that just looks tidy on installation day.',
        },
        { h3: 'Drawers, shelves and shoes' },
        {
          p: [
            'Drawers are the most useful and the most expensive component, so put them where they earn their place: undergarments, workout clothes, accessories. Angled or flat shoe shelves, pull-out valet rods, tie and belt racks and tilt-out hampers all fit either closet type. Browse our ',
            { text: 'closet accessories', href: '/accessories' },
            ' to see which ones suit the way you get ready.',
          ],
        },
        { h3: 'Light it properly' },
        {
          p: 'A single ceiling fixture casts your own shadow onto the shelves. LED strips along the shelf fronts or inside the hanging sections make dark colors distinguishable, which matters most in deep reach-ins and in walk-ins without a window.',
        },
        { h3: 'Plan for change' },
        {
          p: [
            'Adjustable shelves and rods let the closet follow you as your wardrobe changes. The same thinking applies in the kitchen: the zoning and adjustability we build into closets are exactly what make a ',
            { text: 'custom pantry', href: '/pantry-storage' },
            ' stay organized.',
          ],
        },
      ],
    },
    {
      id: 'connecticut-homes',
      heading: 'What we see in Connecticut homes',
      blocks: [
        {
          p: [
            'Housing stock shapes the answer. In older neighborhoods across ',
            { text: 'New Haven County', href: '/service-areas/new-haven-county-ct' },
            ', bedrooms often have one shallow reach-in, sometimes under 24 inches deep, behind a narrow door. There, the gains come from careful measuring: forward-facing hanging, shallow shelving and sometimes widening the opening. In much of ',
            { text: 'Fairfield County', href: '/service-areas/fairfield-county-ct' },
            ', newer homes have the square footage for a walk-in but not the interior to match.',
          ],
        },
        {
          p: 'We serve both counties with no travel fees, so the closet you can have depends on your house, not your ZIP code.',
        },
      ],
    },
    {
      id: 'how-it-works',
      heading: 'How a closet project works with us',
      blocks: [
        {
          ol: [
            'A free in-home consultation, where we measure the space and talk through how you use it.',
            'A 3D design and a written quote, usually within 3 to 5 business days, so you can see both options before committing.',
            'Building in our shop, in the finish you chose from samples seen in person.',
            'Installation by our own team, typically 1 to 2 days for a closet, with the site left clean.',
          ],
        },
        {
          p: [
            'Our ',
            { text: 'design process', href: '/design-process' },
            ' page explains each step in detail. If you are still deciding between a walk-in and a reach-in, ',
            { text: 'request a free consultation', href: '/contact' },
            ' and we will design both for your space so you can compare them side by side.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'See both options in your own room',
    text: 'Book a free in-home consultation. We measure, listen, and show you a 3D design and quote within 3 to 5 business days.',
    label: 'Start My Closet Design',
    href: '/contact',
  },
};
