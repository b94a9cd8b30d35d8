import * as z from 'zod/mini';
import { addDays, dayOf } from '../../../../shared/business-time';
import { rewritten } from '../../../../shared/api/lean-inputs';
import { formatDollars, parseDollars } from '../../../../shared/money';
import { stageChangeSchema } from '../../../../shared/pipeline';

export type DealStage = 'quoted' | 'won' | 'lost';

/** The Quoted, Won and Lost dialogs' fields, each under the API's name for it; the amounts as typed in dollars ("4,500"). */
export type DealFields = {
  stage: DealStage;
  quoteCents: string;
  finalCents: string;
  followUpOn: string;
  reason: string;
};

/** The fields the server may name in a refusal. */
export const dealFieldNames = ['quoteCents', 'finalCents', 'followUpOn', 'reason'] as const;

const notDollarsMessage = 'Enter an amount in US dollars, e.g. 4500';

const cents = (typed: string) => parseDollars(typed) ?? Number.NaN;

/** An amount the stage asks for, typed as dollars. */
const dollarsTyped = (stage: DealStage, field: 'quoteCents' | 'finalCents') =>
  z.refine<DealFields>((fields) => fields.stage !== stage || parseDollars(fields[field]) !== null, {
    path: [field],
    error: notDollarsMessage,
  });

/**
 * The dialog's fields read as the stage change the API takes (the stage's own fields, amounts in
 * cents), then checked by the API's own schema. What only a person typing needs comes first: an
 * amount in dollars, and a reason chosen from the list.
 */
export const dealSchema = /* @__PURE__ */ (() =>
  z.pipe(
    rewritten(
      z.custom<DealFields>().check(
        dollarsTyped('quoted', 'quoteCents'),
        dollarsTyped('won', 'finalCents'),
        z.refine<DealFields>((fields) => fields.stage !== 'lost' || fields.reason !== '', {
          path: ['reason'],
          error: 'Choose a reason',
        }),
      ),
      // The API's schema reads it, so its type is the API's to say.
      ({ stage, quoteCents, finalCents, followUpOn, reason }): unknown =>
        stage === 'lost'
          ? { stage, reason }
          : stage === 'quoted'
            ? { stage, quoteCents: cents(quoteCents), followUpOn }
            : { stage, finalCents: cents(finalCents) },
    ),
    stageChangeSchema,
  ))();

/** A dialog opening: the Won amount starts from the quote (most often the final amount), the follow-up a week out. */
export const startingDealFields = (stage: DealStage, quoteCents: number | null | undefined): DealFields => ({
  stage,
  quoteCents: '',
  finalCents: stage === 'won' && quoteCents ? formatDollars(quoteCents).replace('$', '') : '',
  followUpOn: addDays(dayOf(new Date()), 7),
  reason: '',
});
