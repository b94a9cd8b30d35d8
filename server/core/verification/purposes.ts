/**
 * What a secret link opens. Each purpose says whether the link is used up by the action it allows;
 * its expiry and subject (a person, a lead, the feature's own row) are given when it is prepared.
 */
export const verificationPurposes = {
  /** Joining the team: tied to its invitation row (`refId`), no person exists yet. */
  invitation: { singleUse: true },
  /** "Forgot password?": a person's new password. */
  'password-reset': { singleUse: true },
  /** A homeowner's booking page (/book/<token>): a lead. */
  booking: { singleUse: false },
  /** A person's own calendar feed: their visits. */
  'calendar-own': { singleUse: false },
  /** A person's copy of the company feed, "Everyone's calendar": ends with the person. */
  'calendar-everyone': { singleUse: false },
  /** A homeowner's proposal: a lead (and the proposal, `refId`). */
  proposal: { singleUse: false },
} as const satisfies Record<string, { singleUse: boolean }>;

export type VerificationPurpose = keyof typeof verificationPurposes;
export const verificationPurposeNames = Object.keys(verificationPurposes) as [
  VerificationPurpose,
  ...VerificationPurpose[],
];
