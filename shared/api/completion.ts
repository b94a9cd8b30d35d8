import * as z from 'zod/mini';
import { leadParamsSchema } from '../admin-schema';
import { publishAnswerSchema, staffCompletionSchema } from '../completion/completion-answers';
import {
  addPunchItemSchema,
  holdBackSchema,
  reportProblemSchema,
  signOffSchema,
} from '../completion/completion-inputs';
import { idSchema } from '../id-schema';
import { crewBalancePaymentSchema } from '../payments/payment-inputs';
import { filePart } from './lean-schemas';
import { okAnswer } from './ok-answer';
import { proposalProblemPath, proposalSignOffPath } from './completion-paths';
import { route } from './route';
import { formPostNote, tokenParams } from './secret-link-route';

const completionPath = '/api/contacts/:id/completion';
// Whoever may work the job's completion (server/completion/may-work-job.ts narrows it further).
const crew = { permission: 'installs:own' } as const;

/**
 * A signed job's completion (server/completion): staff record it with photos of the finished space
 * and a punch list, mark items fixed, hold back part of the balance while the list is open, and
 * publish the photos once the job is closed; the homeowner signs off or says what is not right.
 */
export const completionApi = {
  read: route({
    method: 'GET',
    path: completionPath,
    summary:
      "A signed job's completion: photos, punch list, sign-off, hold-back, when the balance falls due, closed, the homeowner's consent to the gallery",
    access: crew,
    params: leadParamsSchema,
    answer: staffCompletionSchema,
  }),
  record: route({
    method: 'POST',
    path: completionPath,
    summary:
      'Record that the installation is complete (a signed, uncancelled job, once); the balance falls due at the sign-off or three days later',
    access: crew,
    params: leadParamsSchema,
    status: 201,
    answer: staffCompletionSchema,
  }),
  addPhoto: route({
    method: 'POST',
    path: `${completionPath}/photos`,
    summary:
      'A photo of the finished space (multipart `photo`, JPEG, PNG or WebP up to 25 MB): checked by its bytes, then made upright, stripped of metadata and sized in the background',
    access: crew,
    params: leadParamsSchema,
    multipart: true,
    body: z.object({ photo: filePart('The photo') }),
    status: 202,
    answer: staffCompletionSchema,
  }),
  addItem: route({
    method: 'POST',
    path: `${completionPath}/punch-list`,
    summary: 'A punch-list item: what is not right and the Connecticut day it will be fixed by',
    access: crew,
    params: leadParamsSchema,
    body: addPunchItemSchema,
    status: 201,
    answer: staffCompletionSchema,
  }),
  fixItem: route({
    method: 'POST',
    path: `${completionPath}/punch-list/:itemId/fixed`,
    summary: 'A punch-list item is fixed (once the list is clear, any hold-back is due)',
    access: crew,
    params: z.object({ id: idSchema('Lead'), itemId: idSchema('Punch-list item') }),
    answer: staffCompletionSchema,
  }),
  holdBack: route({
    method: 'PUT',
    path: `${completionPath}/hold-back`,
    summary:
      'The amount of the balance held back while the punch list is open, due once it is clear (the office: payments:manage or installs:schedule); 0 holds nothing back',
    access: crew,
    params: leadParamsSchema,
    body: holdBackSchema,
    answer: staffCompletionSchema,
  }),
  recordBalance: route({
    method: 'POST',
    path: `${completionPath}/balance-payment`,
    summary:
      'A crew member records the balance taken on site (check or cash) once the installation has begun: counted at once with its receipt, never above what is left to pay',
    access: crew,
    params: leadParamsSchema,
    body: crewBalancePaymentSchema,
    status: 201,
    answer: staffCompletionSchema,
  }),
  publishPhotos: route({
    method: 'POST',
    path: `${completionPath}/photos/publish`,
    summary:
      "A closed job's finished photos published to the gallery in one click (photos:manage); refused (409) unless the homeowner agreed at their sign-off",
    access: { permission: 'photos:manage' },
    params: leadParamsSchema,
    answer: publishAnswerSchema,
  }),
  signOff: route({
    method: 'POST',
    path: proposalSignOffPath,
    summary: `The homeowner signs off: "Everything is installed as agreed" (typed name, consent to sign electronically, optionally consent to show the finished photos on the gallery; stored with the time and IP); ${formPostNote}`,
    access: 'secret-link',
    formPost: true,
    params: tokenParams,
    body: signOffSchema,
    answer: okAnswer,
  }),
  reportProblem: route({
    method: 'POST',
    path: proposalProblemPath,
    summary: `The homeowner says what is not right: it becomes a punch-list item; ${formPostNote}`,
    access: 'secret-link',
    formPost: true,
    params: tokenParams,
    body: reportProblemSchema,
    answer: okAnswer,
  }),
};
