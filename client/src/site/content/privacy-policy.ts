import { business } from '../../../../shared/business';
import { retention } from '../../../../shared/retention';
import type { Block, ContentSection } from './blog/rich-text';

export const privacyIntro: readonly Block[] = [
  {
    p: `This policy explains what information ${business.legalName} (“${business.name}”, “we”, “us”) collects when you use this website or request a design consultation, how we use it, and the choices you have. We collect only what we need to design, quote and install your project, and we do not sell it.`,
  },
];

export const privacySections: readonly ContentSection[] = [
  {
    id: 'information-we-collect',
    heading: 'Information we collect',
    blocks: [
      { h3: 'When you request a consultation' },
      {
        p: 'The consultation form asks for your name, e-mail address, phone number and ZIP code, so we can reply, confirm that you are within our service area and schedule a visit. You may also give us:',
      },
      {
        ul: [
          'Project details, such as the rooms you want to organize, sizes and your budget or timing.',
          'Room preferences, the spaces you select on the form (for example a walk-in closet, pantry or garage).',
          'Messages you write in the form, by e-mail or by phone, and notes our designer takes at your consultation.',
        ],
      },
      { h3: 'When you book your visit online' },
      {
        p: 'After your request we send you a private link to a booking page. There you choose in-home or virtual, your town and, for an in-home visit, your street address, and a time. The link itself is the key to your booking: we store only a scrambled form of it, it stops working 30 days after your visit, and the page shows no more than your first name, the time, the designer’s first name and the address. Moving or cancelling from the link is recorded in your request’s history.',
      },
      {
        p: 'On the same page you may add up to 10 photos of your space, each with an optional note. Before anyone sees them we turn them upright and remove everything stored inside the file besides the picture, including the camera model and GPS location. They are private: only our staff who work on your request can open them, they are never published on this website, and they are kept and deleted together with your request.',
      },
      { h3: 'When you leave a review' },
      {
        p: 'The review form asks for the name and town you want shown, your project, a rating, your review and your e-mail address. With your consent, the name, town, project, rating and review appear on this website once our staff have checked them; your e-mail address is never shown and is used only to confirm the review if needed. A review stays on the site until you ask us to remove it.',
      },
      { h3: 'When you pay' },
      {
        p: 'Payment information, such as card or bank details and financing applications, is handled by third-party payment and financing providers under their own privacy policies. We receive a confirmation of payment and, for financing, the decision and terms you accept, but we do not store full card or account numbers.',
      },
      { h3: 'When you browse the site' },
      {
        p: 'Our servers record standard technical information for security and troubleshooting: IP address, browser type, the pages requested and the time of each request. We do not use advertising or cross-site tracking cookies.',
      },
    ],
  },
  {
    id: 'visit-counts',
    heading: 'How we count visits',
    blocks: [
      {
        p: 'To learn which pages help homeowners find us, the website counts, for each page and each day:',
      },
      {
        ul: [
          'how many visits started on that page,',
          'how many times the page was viewed, and',
          'how many times its phone number or e-mail address was clicked.',
        ],
      },
      {
        p: 'These are only totals per page and per day. They do not include your IP address, your browser, an identifier or the time of day, so they cannot be linked to you or to your visits.',
      },
      {
        p: 'While you browse, your browser remembers for that visit only the first page you opened, the name of the website that sent you (for example a search engine) and the campaign tags in the link you followed (for example a newsletter). If you send a consultation request, these are saved with it, together with the page you sent it from, so we know how you found us. Your browser forgets them when you close the tab.',
      },
      {
        p: `We use no cookies for this and no third-party analytics or advertising trackers: nothing about your visit is sent to anyone else. The daily counts are deleted after ${retention.analyticsMonths} months.`,
      },
      {
        p: 'If your browser sends the Global Privacy Control signal, we honor it: nothing is counted and nothing is remembered about your visit.',
      },
    ],
  },
  {
    id: 'how-we-use-it',
    heading: 'How we use your information',
    blocks: [
      {
        ul: [
          'To answer your request and schedule your in-home consultation. When a visit is booked we e-mail you a calendar invitation and a reminder the afternoon before, and the visit appears in our staff’s own calendars with only your first name, phone number, address and the rooms you asked about.',
          'To prepare your 3D design and quote, build your project and install it.',
          'To provide service and honor the lifetime warranty on hardware.',
          'To send occasional news or offers by e-mail, only if you agree, with an unsubscribe link in every message.',
          'To keep the website secure and to meet our legal and tax obligations.',
        ],
      },
    ],
  },
  {
    id: 'sharing',
    heading: 'We do not sell your information',
    blocks: [
      {
        p: 'We do not sell, rent or trade your personal information, and we do not share it for advertising. We share it only with:',
      },
      {
        ul: [
          'Service providers who help us run the business, such as e-mail and website hosting, under contracts that limit their use of it to that service.',
          'Payment and financing providers, when you choose to pay or apply for financing through them.',
          'Authorities, where the law requires it, or to protect our rights, our customers or the public.',
        ],
      },
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    blocks: [
      {
        p: `Consultation requests that do not become a signed contract, with the visit times, the photos of your space, quotes and amounts we record against them, are kept for ${retention.leadMonths} months after we receive them and are then deleted automatically. Requests our spam filter catches are deleted after ${retention.spamDays} days. Copies of the notification e-mails the website sends about your request are erased from its database ${retention.outboxBodyDays} days after sending. Visit statistics are daily counts with no names, e-mail or IP addresses, kept for ${retention.analyticsMonths} months. Our staff’s record of who worked on each request (for example, who booked your visit or sent your quote) is kept for ${retention.activityMonths} months; when your request is deleted, that record keeps no name, e-mail, phone number or address of yours. If you sign a contract with us, you are our customer: your request and your details are kept with your signed contract, every version of the proposal and the records of your job, such as payments, receipts and change orders, until ${retention.customerYears} years after the job is finished or the contract is cancelled, and are then deleted automatically. We keep them that long because the law allows claims on a written contract for six years, and the hardware warranty lasts a lifetime.`,
      },
    ],
  },
  {
    id: 'security',
    heading: 'How we protect it',
    blocks: [
      {
        p: 'The website is served over an encrypted connection, access to consultation requests is limited to staff who need them, and administrative access requires a password. No method of storage or transmission is perfectly secure, but we take reasonable measures to protect your information and review them regularly.',
      },
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights and choices',
    blocks: [
      { p: 'You can ask us at any time to:' },
      {
        ul: [
          [{ strong: 'Access' }, ' the personal information we hold about you.'],
          [{ strong: 'Correct' }, ' information that is inaccurate or incomplete.'],
          [{ strong: 'Delete' }, ' your information, unless the law requires us to keep it.'],
          [{ strong: 'Opt out of marketing' }, ' e-mails, through the unsubscribe link or by contacting us.'],
          [
            { strong: 'Withdraw your consent' },
            ' where we rely on it, without affecting anything done before you withdrew it.',
          ],
        ],
      },
      {
        p: [
          'To make a request, e-mail ',
          { strong: business.email },
          ' with “Privacy request” in the subject, from the e-mail address you gave us (or tell us which address you used), and say whether you want a copy of your information, a correction or its deletion. You can also call us at ',
          { strong: business.phone.display },
          '. We look up everything we hold under that address, may ask you to confirm your identity before acting, and answer within 45 days. We honor these requests for everyone, whether or not a privacy law requires it.',
        ],
      },
    ],
  },
  {
    id: 'children',
    heading: 'Children',
    blocks: [
      {
        p: 'Our services are not directed to children under 18, and we do not knowingly collect personal information from anyone under 18. If you believe a child has sent us information, contact us and we will delete it.',
      },
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    blocks: [
      {
        p: 'If we change how we handle personal information, we will update this page. Material changes will be highlighted here before they take effect.',
      },
    ],
  },
];
