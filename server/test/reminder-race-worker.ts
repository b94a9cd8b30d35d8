import { sendPaymentReminders } from '../payments';
import { runRaceThread } from './race-worker';

/** One thread of the reminders race (server/payments/reminders.test.ts): a pass of the payment reminders. */
runRaceThread<{ now: string }>((db, { now }) =>
  sendPaymentReminders(db, { now: new Date(now), siteUrl: 'https://closets.example', onlinePayment: false }),
);
