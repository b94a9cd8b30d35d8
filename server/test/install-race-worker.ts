import type { BookInstall } from '../../shared/installs/install-schema';
import { bookInstall } from '../installs';
import { runRaceThread } from './race-worker';

/** One thread of the install race (server/installs/install-race.test.ts): the same crew-day for each of its jobs. */
runRaceThread<{ leadIds: number[]; input: BookInstall }>((db, { leadIds, input }) =>
  leadIds.map((leadId) => {
    try {
      return bookInstall(db, leadId, input).kind;
    } catch (err) {
      return `error: ${String(err)}`;
    }
  }),
);
