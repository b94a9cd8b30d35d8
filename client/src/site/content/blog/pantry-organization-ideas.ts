import type { BlogArticle } from './article';

export const pantryOrganizationIdeas: BlogArticle = {
  intro: [
    {
      p: 'The average family loses about 15 minutes a day searching the pantry: hunting for the other box of pasta, checking whether there is still flour, buying a third jar of cumin because the first two are hiding. That adds up to more than 90 hours a year. Most of that time is not lost because the pantry is too small. It is lost because the pantry is too deep, has no plan, and was organized once, on a Saturday, with no system to hold it there.',
    },
    {
      p: [
        'After years of designing ',
        { text: 'custom pantries', href: '/pantry-storage' },
        ' in Connecticut kitchens, these are the ideas we see last: the ones still working a year after installation, not just on the day the photos are taken.',
      ],
    },
  ],
  sections: [
    {
      id: 'inventory',
      heading: 'Start with an honest inventory',
      blocks: [
        {
          p: 'Before buying a single bin, empty the pantry onto the kitchen table and sort it. Toss the expired items, then look at what is left and group it the way you actually cook. You will usually find three kinds of things: what you reach for daily, what you use weekly, and backstock bought in bulk. How much of each you have tells you how the pantry should be laid out far better than any photo.',
        },
        {
          p: 'Note the awkward items too: the stand mixer, the tall olive oil bottles, the 25-pound bag of dog food, the sheet pans. Those are what break a pantry design that was drawn around neat rows of cans.',
        },
      ],
    },
    {
      id: 'zones',
      heading: 'Organize by zones, not by shelves',
      blocks: [
        {
          p: 'A zone is a group of things used together, stored together. Zoning is what keeps a pantry organized, because everyone in the house can tell where something goes back. Common zones we design for:',
        },
        {
          ul: [
            [{ strong: 'Everyday:' }, ' breakfast cereal, coffee, school-lunch snacks, at eye level near the door.'],
            [{ strong: 'Cooking:' }, ' oils, vinegars, pasta, rice, grains and canned goods, near the stove side.'],
            [{ strong: 'Baking:' }, ' flour, sugar, chocolate, sprinkles and measuring tools, together in one place.'],
            [{ strong: 'Kids:' }, ' snacks they are allowed to help themselves to, on a low shelf or drawer.'],
            [{ strong: 'Backstock:' }, ' bulk buys and paper goods, up high or down low.'],
            [{ strong: 'Appliances:' }, ' the mixer, air fryer or slow cooker, on a sturdy shelf at counter height.'],
          ],
        },
        {
          p: 'The rule of thumb: the more often you use something, the closer it should live to the height between your hips and your shoulders.',
        },
      ],
    },
    {
      id: 'depth',
      heading: 'Get the shelf depths right',
      blocks: [
        {
          p: 'Depth is the most common pantry mistake we see. A 24-inch-deep shelf looks generous, but anything behind the first row is effectively lost. For canned goods, jars and boxes, shelves of 12 to 16 inches are ideal: two rows at most, every label visible.',
        },
        {
          p: 'In a walk-in pantry, that often means a U-shape with shallow shelving on the sides and deeper shelves, 16 to 20 inches, on the back wall for appliances, platters and bulk items. In a deep reach-in pantry, it usually means pull-outs.',
        },
      ],
    },
    {
      id: 'pull-outs',
      heading: 'Pull-outs and drawers where they earn their keep',
      blocks: [
        {
          p: 'Pull-out shelves and drawers bring the back of a deep cabinet to you. They are worth it in the lower half of a pantry, where bending to look into a deep shelf is the worst experience in the kitchen, and for heavy items like potatoes, canned goods and drinks.',
        },
        {
          p: 'They cost more than fixed shelves, so we rarely fill a whole pantry with them. A typical balance is fixed adjustable shelves above, pull-outs below. Soft-close slides are standard on every drawer we build, and the hardware carries a lifetime warranty, which matters in a room that gets opened dozens of times a day.',
        },
      ],
    },
    {
      id: 'adjustable',
      heading: 'Make the shelves adjustable',
      blocks: [
        {
          p: [
            'What you store changes: a new baby brings formula and bottles, teenagers bring bulk snacks, a new hobby brings a bread machine. Shelves on a line of drilled holes can move in minutes. It is the same system we use in ',
            { text: 'custom closets', href: '/custom-closets' },
            ', and it is the reason a well-built pantry outlasts several phases of family life.',
          ],
        },
      ],
    },
    {
      id: 'reach-in',
      heading: 'Ideas for a reach-in pantry',
      blocks: [
        {
          ul: [
            'Use the door: a shallow door-mounted rack holds spices, packets and small jars that otherwise vanish.',
            'Put pull-out drawers in the bottom third, where fixed shelves turn into dark caves.',
            'Keep upper shelves shallow, and reserve the very top for backstock you restock from monthly.',
            'Add a light. A battery puck is better than nothing; a wired LED strip that switches on with the door is better still.',
          ],
        },
        {
          p: 'A custom reach-in pantry typically starts from about $1,500, depending on width, drawers and finish.',
        },
      ],
    },
    {
      id: 'walk-in',
      heading: 'Ideas for a walk-in pantry',
      blocks: [
        {
          ul: [
            'Add a stretch of counter at about 36 inches with an outlet above it, and the appliances can stay plugged in and off your kitchen counters.',
            'Use vertical dividers for sheet pans, cutting boards and trays; they are far easier to grab standing up.',
            'Plan a spot for recycling and bulk water or seltzer near the floor, where weight is easiest to handle.',
            'Keep the aisle at least 36 inches, more if two people will be in the pantry at once.',
          ],
        },
        {
          p: 'A walk-in pantry typically runs about $3,000 to $8,000 or more, depending on size, the number of drawers and pull-outs, counters and lighting.',
        },
      ],
    },
    {
      id: 'containers',
      heading: 'Containers and labels: what helps and what does not',
      blocks: [
        {
          p: 'Clear, square containers for the things you use constantly, such as flour, sugar, rice and cereal, save space and show at a glance when you are running low. Decanting everything, though, turns each grocery run into a chore, and most households stop within a few months. Be selective: decant what you use daily, leave the rest in the box, and group the boxes in open bins by zone.',
        },
        {
          p: [
            'Label shelves and bins by zone rather than by item. "Baking" survives a change of brand; "King Arthur unbleached" does not. Our ',
            { text: 'accessories', href: '/accessories' },
            ' page shows the drawer inserts, dividers and specialty pull-outs that do the same job without relying on containers.',
          ],
        },
      ],
    },
    {
      id: 'materials',
      heading: 'Materials that handle a kitchen',
      blocks: [
        {
          p: [
            'Pantry shelves take spills, sticky jars and heavy loads. Thermally fused melamine wipes clean and resists moisture, which is why we use it for most pantry interiors; a wood veneer can match the kitchen where the pantry is open to view. You can compare finishes on our ',
            { text: 'materials and finishes', href: '/materials-finishes' },
            ' page or, better, see samples in person in your own kitchen light.',
          ],
        },
      ],
    },
    {
      id: 'connecticut',
      heading: 'Pantries in Connecticut homes',
      blocks: [
        {
          p: [
            'Many older homes across ',
            { text: 'New Haven County', href: '/service-areas/new-haven-county-ct' },
            ' have a pantry closet under the stairs or a narrow butler’s pantry, with sloped ceilings and odd depths that off-the-shelf organizers cannot fit. In ',
            { text: 'Fairfield County', href: '/service-areas/fairfield-county-ct' },
            ', we often work with walk-in pantries in newer homes that came with wire shelving and little else. Both are worth designing properly, and we serve both counties with no travel fees.',
          ],
        },
      ],
    },
    {
      id: 'timeline',
      heading: 'How long a custom pantry takes',
      blocks: [
        {
          p: [
            'After a free in-home consultation, you receive a 3D design and quote within 3 to 5 business days. Once the pantry is built, our team installs it in a single day, so your kitchen is out of action for one day, not a week. Our ',
            { text: 'design process', href: '/design-process' },
            ' page walks through each step. When you are ready, ',
            { text: 'book a free pantry consultation', href: '/contact' },
            ' and bring your list of awkward items: we design around them.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Win back those 15 minutes a day',
    text: 'Book a free in-home consultation. We measure your pantry, plan the zones with you and send a 3D design and quote within 3 to 5 business days.',
    label: 'Plan My Pantry',
    href: '/contact',
  },
};
