/** The words of the installation's part of the homeowner's page (job-completion.tsx). */
export const completionCopy = {
  heading: 'Your installation',
  completed: (day: string) => `We completed your installation on ${day}.`,
  photosHeading: 'Photos of your finished space',
  photoAlt: (n: number) => `Your finished space, photo ${n}`,
  punchHeading: 'Punch list',
  punchNone: 'Nothing is on the punch list.',
  fixBy: (day: string) => `To be fixed by ${day}`,
  fixDayToCome: 'We will tell you the day it will be fixed',
  fixed: (day: string) => `Fixed on ${day}`,
  signOffHeading: 'Sign off',
  signOffExplain:
    'If everything is installed as agreed, sign off here. Your balance is due from your sign-off (or three days after we completed the installation).',
  signOff: 'Sign off',
  signedOff: (name: string, at: string) => `Signed off by ${name} on ${at}.`,
  photosConsented: 'You agreed that we may show photos of your finished space in our gallery.',
  problemHeading: 'Something not right?',
  problemExplain: 'Tell us what is not right: it goes on the punch list and we will be in touch to fix it.',
  problemLabel: 'What is not right',
  problem: 'Add to the punch list',
  closed: 'Your job is complete and paid. Thank you for choosing us!',
} as const;
