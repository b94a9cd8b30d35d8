import * as z from 'zod/mini';
import { literalValue } from './lean-schemas';

/** The answer of a change that has nothing more to say, such as a removal: `{ success: true }`. */
export const okAnswer = /* @__PURE__ */ (() => z.object({ success: literalValue(true) }))();
