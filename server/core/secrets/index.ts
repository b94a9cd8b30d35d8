export { keyringOf, sealed, sealedBytes, unsealed } from './database-keys';
export { defaultKeyFilePath } from './key-file';
export { openBytesOrNull, openOrNull, type Keyring } from './keyring';
export { loadKeys } from './load-keys';
export { protectStoredSecrets } from './protect-stored-secrets';
