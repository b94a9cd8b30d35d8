import type { ApiRoute } from './route';
import { accountApi } from './account';
import { apiDocApi } from './api-doc';
import { invitationApi } from './invitation';
import { passwordResetApi } from './password-reset';
import { priceBookApi } from './price-book';
import { signInApi } from './sign-in';

/**
 * Every route of the API, one group a feature. The server's test holds it to what is served, and
 * the OpenAPI document is written from it; pages import their own group's file, never this one.
 */
export const contract = {
  account: accountApi,
  apiDoc: apiDocApi,
  invitation: invitationApi,
  passwordReset: passwordResetApi,
  priceBook: priceBookApi,
  signIn: signInApi,
} satisfies Record<string, Record<string, ApiRoute>>;

export const declaredRoutes = (): ApiRoute[] => Object.values(contract).flatMap((group) => Object.values(group));
