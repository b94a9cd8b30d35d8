import { test as base, type APIRequestContext } from '@playwright/test';
import { staffApi } from './admin-session';

/**
 * `ownerApi`: an API client with the shared staff session (the first owner's, auth.setup.ts),
 * opened for the test that asks for it and disposed after it, however the test ends: how a spec
 * sets up a lead, a proposal or a signed job, and checks what the server stored.
 */
export const test = base.extend<{ ownerApi: APIRequestContext }>({
  // Playwright's docs name `provide` `use`; another name keeps the React hooks lint from taking it for React's use().
  ownerApi: async ({ baseURL }, provide) => {
    const api = await staffApi(baseURL);
    await provide(api);
    await api.dispose();
  },
});
