import * as z from 'zod/mini';

/** The params of a route under a secret link: the link's token (the handler looks it up). */
export const tokenParams = z.object({ token: z.string() });

/** How a route a page's plain form posts to (without JavaScript) answers it, said in its summary. */
export const formPostNote = 'a plain form post is answered with a 303 back to the page, which says what happened';
