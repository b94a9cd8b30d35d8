import { accountSessionsPath, passkeysPath, twoFactorPath } from '../../../../../shared/staff-api-paths';

export const accountSessionsKey = [accountSessionsPath] as const;
export const twoFactorKey = [twoFactorPath] as const;
export const passkeysKey = [passkeysPath] as const;
