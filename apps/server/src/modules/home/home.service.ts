import type { TPage, TListQuery } from '@ascent/shared/admin';
import type { TCourseCard } from '@ascent/shared/course';
import type { TKnowledgeCard } from '@ascent/shared/knowledge';
import {
  BANNER_LIMITS,
  type CoverType,
  type TBanner,
  type TBannerAdmin,
  type TDefaultCover,
  type THomeDetail,
  type ZBannerSave,
} from '@ascent/shared/home';
import type { z } from 'zod';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import { requireAll } from '../../core/batch.ts';
import type { LearnerScope } from '../user/learner-scope.ts';
import type { Access } from '../../core/access.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { createHomeRepository, type HomeRepository } from './home.repository.ts';
import { bannerLogEntry, toBanner, toBannerAdmin } from './home.mapper.ts';
import { defaultCovers } from './default-covers.ts';

/** How many recommended courses and new knowledge items the home shows. */
export const HOME_COURSES = 8;
export const HOME_KNOWLEDGE = 6;

/**
 * What the home asks other modules (wired in app.ts): the course module's recommended cards
 * and the knowledge module's newest items, each already limited to what the learner may see.
 */
export interface HomeSources {
  recommendedCourses(scope: LearnerScope, limit: number): Promise<TCourseCard[]>;
  newKnowledge(scope: LearnerScope, limit: number): Promise<TKnowledgeCard[]>;
}

export function createHomeService(deps: {
  db: Db;
  home: HomeRepository;
  record: ChangeRecorder;
  /** The learner's scope (one refusal when the account is gone). */
  access: Access;
  sources: HomeSources;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function banners(actor: Actor): Promise<TBanner[]> {
    return (await deps.home.activeBanners(actor.companyId, now(), BANNER_LIMITS.perHome)).map(
      toBanner,
    );
  }

  return {
    banners,
    covers(type: CoverType): TDefaultCover[] {
      return defaultCovers(type);
    },

    async detail(actor: Actor): Promise<THomeDetail> {
      const scope = await deps.access.learner(actor);
      const [b, courses, knowledge] = await Promise.all([
        banners(actor),
        deps.sources.recommendedCourses(scope, HOME_COURSES),
        deps.sources.newKnowledge(scope, HOME_KNOWLEDGE),
      ]);
      return { banners: b, recommendedCourses: courses, newKnowledge: knowledge };
    },

    // ---- admin ------------------------------------------------------------------------
    async adminList(actor: Actor, q: TListQuery): Promise<TPage<TBannerAdmin>> {
      const { rows, total } = await deps.home.list(
        actor.companyId,
        q.keyword || undefined,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const at = now();
      return {
        list: rows.map((r) => toBannerAdmin(r, at)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async save(
      actor: Actor,
      ip: string,
      input: z.output<typeof ZBannerSave>,
    ): Promise<TBannerAdmin> {
      const values = {
        title: input.title,
        imageUrl: input.imageUrl,
        linkUrl: input.linkUrl,
        sort: input.sort,
        enabled: input.enabled,
        startAt: input.startAt ? new Date(input.startAt) : null,
        endAt: input.endAt ? new Date(input.endAt) : null,
      };
      return deps.db.transaction(async (tx) => {
        const repo = createHomeRepository(tx);
        if (input.id) {
          const [before] = await repo.findManyInCompany(actor.companyId, [input.id]);
          if (!before) throw fail('home.bannerNotFound');
          const after = await repo.update(before.id, values);
          await deps.record(tx, actor, ip, {
            action: 'update',
            entity: 'banner',
            entityId: after.id,
            summary: after.title,
            before: bannerLogEntry(before),
            after: bannerLogEntry(after),
          });
          return toBannerAdmin(after, now());
        }
        const row = await repo.insert({ ...values, companyId: actor.companyId });
        await deps.record(tx, actor, ip, {
          action: 'create',
          entity: 'banner',
          entityId: row.id,
          summary: row.title,
          after: bannerLogEntry(row),
        });
        return toBannerAdmin(row, now());
      });
    },

    async remove(actor: Actor, ip: string, ids: number[]): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repo = createHomeRepository(tx);
        const { unique, rows } = await requireAll(
          ids,
          (u) => repo.findManyInCompany(actor.companyId, u),
          'home.bannerNotFound',
        );
        await repo.deleteMany(unique);
        for (const r of rows)
          await deps.record(tx, actor, ip, {
            action: 'delete',
            entity: 'banner',
            entityId: r.id,
            summary: r.title,
            before: bannerLogEntry(r),
          });
      });
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
