import type { ChangeRecorder } from '../../core/change-log.ts';
import type { Db } from '../../db/client.ts';
import type { PubSub } from '../../infra/pubsub/pubsub.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import type { PeopleDirectory } from '../user/people-directory.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';
import { createMessageFanoutJobs } from './message-fanout.job.ts';
import { createAnnouncementService } from './announcement.service.ts';
import { announcementRoutes } from './announcement.routes.ts';
import { createTtlCache } from '../../core/ttl-cache.ts';
import { createInboxHub, UNREAD_COUNT_CACHE_MS } from './inbox-hub.ts';
import { createMessageRepository } from './message.repository.ts';
import { createMessageService } from './message.service.ts';
import { messageRoutes } from './message.routes.ts';

/**
 * Messages and announcements: the learner's inbox (spec s.7 Messages), the admin's
 * announcements, and the real-time unread count (a stream per open page, fed through pub/sub).
 * The app starts the hub when it is ready and closes it before it closes (app.ts).
 */
export function createMessageModule(deps: {
  db: Db;
  state: SharedState;
  pubsub: PubSub;
  /** The people directory. */
  people: Pick<PeopleDirectory, 'departmentNames' | 'find' | 'search'>;
  onError?: (err: unknown) => void;
  record: ChangeRecorder;
  jobs: JobQueue;
}) {
  const messages = createMessageRepository(deps.db);
  // The bell's poll, every page of every learner: each count is read once and kept until an
  // inbox change names its user (announced to every process) or, should an announcement be
  // missed, for UNREAD_COUNT_CACHE_MS (docs/decisions.md "Caches across processes").
  const unread = createTtlCache<number, number>(UNREAD_COUNT_CACHE_MS, 100_000);
  const hub = createInboxHub({
    pubsub: deps.pubsub,
    unreadCounts: (userIds) => messages.countUnreadMany(userIds),
    heard: (change) => {
      if (change.userIds) for (const id of change.userIds) unread.delete(id);
      else unread.clear();
    },
    onError: deps.onError,
  });
  const service = createMessageService({
    messages,
    unread,
    state: deps.state,
    hub,
    onError: deps.onError,
  });
  const fanout = createMessageFanoutJobs({
    db: deps.db,
    jobs: deps.jobs,
    hub,
    onError: deps.onError,
  });
  const announcements = createAnnouncementService({
    db: deps.db,
    messages,
    people: deps.people,
    fanout,
    record: deps.record,
  });
  const routes = [...messageRoutes(service, hub), ...announcementRoutes(announcements)];
  return { service, announcements, hub, routes };
}
