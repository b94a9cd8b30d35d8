import { expect as baseExpect } from '@playwright/test';

/** expect with 15 s to wait: staff pages sign in (scrypt) and load on a 2-core machine that runs other tests. */
export const expect = baseExpect.configure({ timeout: 15_000 });
