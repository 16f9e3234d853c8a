import type { TPage } from '@ascent/shared/admin';
import {
  MESSAGE_LIMITS,
  type TAnnouncement,
  type TAnnouncementDetail,
  type TAnnouncementQuery,
  type TRecipient,
  type TSendMessageParams,
  type TSendMessageResponse,
} from '@ascent/shared/message';
import { richTextIsEmpty } from '@ascent/shared/rich-text';
import type { Actor } from '../../core/context.ts';
import { sanitizeRichText } from '../../core/rich-text.ts';
import { fail } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { byId, type PeopleDirectory } from '../user/people-directory.ts';
import { audiencePeople } from '../user/people.sql.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { MessageFanoutJobs } from './message-fanout.job.ts';
import { toAnnouncement } from './message.mapper.ts';
import { createMessageRepository, type MessageRepository } from './message.repository.ts';

/**
 * Announcements (issue 3): an administrator sends a message to everyone, departments (with
 * their sub-departments) or people. The announcement row (counted recipients, 'sending'), the
 * operation-log entry and the fan-out job: one transaction. The job then writes one message
 * per recipient and tells their bells in every process (message-fanout.job.ts).
 */
export function createAnnouncementService(deps: {
  db: Db;
  messages: MessageRepository;
  /** Departments' and people's names, the recipient search (the people directory). */
  people: Pick<PeopleDirectory, 'departmentNames' | 'find' | 'search'>;
  fanout: Pick<MessageFanoutJobs, 'deliverLater'>;
  /** The operation log's writer (app.ts: the oplog module's recordChange). */
  record: ChangeRecorder;
}) {
  const { db, messages, people } = deps;
  return {
    async send(actor: Actor, ip: string, input: TSendMessageParams): Promise<TSendMessageResponse> {
      const { audience } = input;
      if ('departmentIds' in audience) {
        const found = await people.departmentNames(actor.companyId, audience.departmentIds);
        if (found.size !== audience.departmentIds.length) throw fail('department.notFound');
      }
      // The one sanitiser decides what is stored; what is left must still say something.
      const content = sanitizeRichText(input.content);
      if (richTextIsEmpty(content)) throw fail('common.contentEmpty');
      return db.transaction(async (tx) => {
        const repo = createMessageRepository(tx);
        const recipientCount = await repo.countRecipients(
          audiencePeople(actor.companyId, audience),
        );
        // Nobody to send to: nothing is kept.
        if (recipientCount === 0) throw fail('message.noRecipients');
        const announcement = await repo.insertAnnouncement({
          companyId: actor.companyId,
          senderId: actor.userId,
          senderAccount: actor.account,
          title: input.title,
          content,
          audience,
          recipientCount,
          state: 'sending',
        });
        await deps.fanout.deliverLater(tx, announcement);
        await deps.record(tx, actor, ip, {
          action: 'send',
          entity: 'message',
          entityId: announcement.id,
          summary: input.title,
          after: { title: input.title, content, audience, recipientCount },
        });
        return { announcementId: announcement.id, recipientCount };
      });
    },

    async list(actor: Actor, q: TAnnouncementQuery): Promise<TPage<TAnnouncement>> {
      const { rows, total } = await messages.listAnnouncements(
        actor.companyId,
        q.keyword,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return { list: rows.map(toAnnouncement), total, page: q.page, pageSize: q.pageSize };
    },

    /** One announcement of the caller's company, with the names of the departments or people. */
    async detail(actor: Actor, id: number): Promise<TAnnouncementDetail> {
      const row = await messages.findAnnouncement(actor.companyId, id);
      if (!row) throw fail('message.notFound');
      const a = row.audience;
      const [departments, users] = await Promise.all([
        'departmentIds' in a
          ? people.departmentNames(actor.companyId, a.departmentIds).then(byId)
          : [],
        'userIds' in a ? people.find(actor.companyId, a.userIds) : [],
      ]);
      return { ...toAnnouncement(row), departments, users };
    },

    /** People to address by hand: account or name contains the keyword (at most 20). */
    async searchRecipients(actor: Actor, keyword: string): Promise<TRecipient[]> {
      return people.search(actor.companyId, keyword, MESSAGE_LIMITS.searchLimit);
    },
  };
}
export type AnnouncementService = ReturnType<typeof createAnnouncementService>;
