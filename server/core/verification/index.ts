export { verificationPurposes, type VerificationPurpose } from './purposes';
export {
  findVerification,
  latestVerification,
  prepareVerification,
  revokeVerifications,
  consumeVerification,
  type Verification,
  type VerificationSubject,
} from './verification';
export { deleteSpentVerifications } from './spent-verifications';
