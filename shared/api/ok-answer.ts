import * as z from 'zod/mini';
import { answerTrue } from '../lean-schema';

/** The answer of a change that has nothing more to say, such as a removal: `{ success: true }`. */
export const okAnswer = /* @__PURE__ */ (() => z.object({ success: answerTrue() }))();
