import type { Db, DbOrTx } from '../../db/client.ts';
import { JobAborted, type JobQueue, type QueuePolicy } from '../../infra/jobs/job-queue.ts';
import { audiencePeople } from '../user/people.sql.ts';
import type { InboxHub } from './inbox-hub.ts';
import { createMessageRepository } from './message.repository.ts';

/** The job queue's queue of announcements to deliver: one job `{ announcementId, companyId }`. */
export const MESSAGE_FANOUT_QUEUE = 'message-fanout';

/**
 * Recipients written per statement: a chunk's messages appear in their inboxes together. On
 * PGlite a statement runs on the server's own thread and holds every request meanwhile: a
 * chunk of 1,000 holds them for some tens of milliseconds.
 */
export const FANOUT_CHUNK = 1_000;

/** Five attempts, half a minute apart and doubling (the database briefly away). */
export const MESSAGE_FANOUT_POLICY: Partial<QueuePolicy> = {
  retryLimit: 4,
  retryDelaySeconds: 30,
  expireInSeconds: 5 * 60,
};

interface FanoutJob {
  announcementId: number;
  companyId: number;
}

/**
 * An announcement's messages, written by the job queue after the send has committed
 * (docs/decisions.md "Job queue"): the recipients in the order of their ids, a chunk per
 * statement, each chunk's people told at once (their bells, in every process). A chunk is
 * one statement, so it is written whole or not at all; an attempt that stops (its process
 * killed) leaves the next one to go on after the last recipient who has the message, and the
 * one message per announcement and person (a unique index) keeps a chunk run twice from
 * writing anyone twice. The announcement is 'sent' once the last chunk is written.
 */
export function createMessageFanoutJobs(deps: {
  db: Db;
  jobs: JobQueue;
  hub: Pick<InboxHub, 'publish'>;
  onError?: (err: unknown) => void;
}) {
  const repo = createMessageRepository(deps.db);
  deps.jobs.define<FanoutJob>(
    MESSAGE_FANOUT_QUEUE,
    async ({ announcementId, companyId }, job) => {
      const a = await repo.findAnnouncement(companyId, announcementId);
      // Deleted with its company, or delivered already by an attempt that then lost its claim.
      if (!a || a.state === 'sent') return;
      const recipients = audiencePeople(a.companyId, a.audience);
      let after = await repo.lastDelivered(a.id);
      for (;;) {
        if (job.signal.aborted) throw new JobAborted(`delivery of announcement ${a.id} stopped`);
        const { lastUserId, delivered } = await repo.deliverChunk(
          a,
          recipients,
          after,
          FANOUT_CHUNK,
        );
        if (delivered.length)
          await deps.hub
            .publish({ companyId: a.companyId, userIds: delivered })
            .catch(deps.onError ?? (() => {}));
        if (lastUserId === null) break;
        after = lastUserId;
        // Requests waiting for the event loop go first (PGlite answers in microtasks only).
        await new Promise((resolve) => setImmediate(resolve));
        // Another attempt holds the job now (this one was too slow): it goes on from here.
        if (!(await job.keep())) return;
      }
      await repo.finishDelivery(a.id);
    },
    MESSAGE_FANOUT_POLICY,
  );
  return {
    /** Queues the delivery of an announcement inserted in `tx` (run once `tx` has committed). */
    async deliverLater(tx: DbOrTx, a: { id: number; companyId: number }): Promise<void> {
      const data: FanoutJob = { announcementId: a.id, companyId: a.companyId };
      await deps.jobs.send(MESSAGE_FANOUT_QUEUE, data, { tx });
    },
  };
}
export type MessageFanoutJobs = ReturnType<typeof createMessageFanoutJobs>;
