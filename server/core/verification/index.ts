export { type VerificationPurpose } from './purposes';
export {
  findVerification,
  latestVerification,
  prepareVerification,
  revokeVerifications,
  setVerificationExpiry,
  verificationState,
  consumeVerification,
  type Verification,
  type VerificationSubject,
} from './verification';
export { deleteSpentVerifications } from './spent-verifications';
