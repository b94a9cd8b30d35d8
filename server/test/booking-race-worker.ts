import { bookForHomeowner } from '../booking';
import { runRaceThread } from './race-worker';

/** One thread of the booking race (server/booking/booking-race.test.ts): the same time for each of its leads. */
runRaceThread<{ leadIds: number[]; slot: string }>((db, { leadIds, slot }) =>
  leadIds.map(
    (leadId) =>
      bookForHomeowner(
        db,
        leadId,
        { slot, mode: 'virtual' },
        { siteUrl: 'http://localhost', notifyTo: 'office@example.com' },
      ).kind,
  ),
);
