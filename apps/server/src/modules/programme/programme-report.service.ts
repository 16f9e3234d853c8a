import type { z } from 'zod';
import type { TPage } from '@ascent/shared/admin';
import { translate, type MessageKey } from '@ascent/shared/errors';
import type { Locale } from '@ascent/shared/i18n';
import { formatInstant } from '@ascent/shared/time';
import type {
  TProgressDepartmentRow,
  TProgressLearnerRow,
  ZProgressLearnerQuery,
} from '@ascent/shared/programme';
import type { Db, DbOrTx } from '../../db/client.ts';
import { afterCommit } from '../../db/commit-hooks.ts';
import { fail } from '../../core/errors.ts';
import type { CompanyClock } from '../../core/company-clock.ts';
import type { SharedCaches } from '../../core/shared-cache.ts';
import { readsReplica } from '../../db/reader.ts';
import { buildWorkbook } from '../../core/xlsx.ts';
import { createProgrammeRepository, type ProgrammeRow } from './programme.repository.ts';
import { createReportRepository } from './programme-report.repository.ts';
import { toDepartmentRow, toLearnerRow } from './programme.mapper.ts';

type LearnerQuery = z.output<typeof ZProgressLearnerQuery>;

const EXPORT_PAGE = 1000;
/**
 * How long a report's page (and its department summary) is kept at most: what the members did
 * meanwhile shows within this (docs/decisions.md "Caches across processes"); a change to who the
 * members are or where they stand drops the programme's pages at once (forgetProgramme).
 */
export const REPORT_PAGE_MS = 10_000;

const STATE_KEY: Record<string, MessageKey> = {
  notStarted: 'programme.stateNotStarted',
  inProgress: 'programme.stateInProgress',
  completed: 'programme.stateCompleted',
};
const SOURCE_KEY: Record<string, MessageKey> = {
  audience: 'programme.sourceAudience',
  signup: 'programme.sourceSignup',
  admin: 'programme.sourceAdmin',
};

/** What a report reads of its programme: which one, and whose (the learners' company). */
export type ReportProgramme = Pick<ProgrammeRow, 'id' | 'companyId'>;

/**
 * The report's kept pages: key `programmeId|source|...`, where source says whether the reader
 * served the request from the replica (its rows and the primary's never mix). Beside them, each
 * programme's company (`programme-owner`, key the programme's id): who may read its report,
 * checked on every call without reading the programme (docs/decisions.md "Hot reads").
 */
export function createReportCache(caches: SharedCaches) {
  const pages = caches.cache<string, unknown>('programme-report', REPORT_PAGE_MS);
  const owners = caches.cache<number, number>('programme-owner', REPORT_PAGE_MS);
  const prefix = (programmeId: number) => `${programmeId}|`;
  return {
    /** The entry of `parts` for the programme, loaded by `load` when it is not kept. */
    get<V>(programmeId: number, parts: readonly unknown[], load: () => Promise<V>): Promise<V> {
      const key = [programmeId, readsReplica() ? 'replica' : 'primary', ...parts].join('|');
      return pages.get(key, load) as Promise<V>;
    },
    /**
     * The company of the programme, loaded by `load` when it is not kept; `load` throws when
     * there is no such programme, and a refusal is never kept.
     */
    ownerOf: (programmeId: number, load: () => Promise<number>) => owners.get(programmeId, load),
    /** After the programme's members or their progress changed: read anew in every process. */
    forgetProgramme: (programmeId: number) => pages.forgetPrefix(prefix(programmeId)),
    /**
     * After the programme itself was saved, published, taken down or deleted: its company (or
     * that it is gone) and its pages are read anew in every process.
     */
    async programmeChanged(programmeId: number): Promise<void> {
      await Promise.all([owners.forget(programmeId), pages.forgetPrefix(prefix(programmeId))]);
    },
  };
}
export type ReportCache = ReturnType<typeof createReportCache>;

/**
 * The progress report of one programme (the caller has checked who may read it): learners
 * paged with filters, the department summary, and both as an .xlsx. Pages without a keyword
 * and the summary are kept (REPORT_PAGE_MS); the export reads afresh.
 */
export function createReportService(deps: {
  db: Db;
  /** The learners and department summaries read here (a report may lag: db/client.ts). */
  reader: Db;
  clock: CompanyClock;
  cache: ReportCache;
}) {
  const report = createReportRepository(deps.reader);
  const programmesRepo = createProgrammeRepository(deps.db);

  async function compulsoryTotal(programmeId: number): Promise<number> {
    const items = await programmesRepo.itemsOf([programmeId]);
    return items.filter((i) => i.compulsory).length;
  }

  /**
   * The programme whose report an administrator of `companyId` asks for, refused (not found)
   * when it is not the company's or no longer exists. Its company is kept (ReportCache.ownerOf):
   * a programme never changes company, and its deletion drops the entry in every process once
   * committed (programmeChanged), so neither refusal waits for the entry to run out.
   */
  async function programmeOf(companyId: number, programmeId: number): Promise<ReportProgramme> {
    const owner = await deps.cache.ownerOf(programmeId, async () => {
      const found = await programmesRepo.companyOf(programmeId);
      if (found === undefined) throw fail('programme.notFound');
      return found;
    });
    if (owner !== companyId) throw fail('programme.notFound');
    return { id: programmeId, companyId: owner };
  }

  function learners(
    programme: ReportProgramme,
    q: LearnerQuery,
  ): Promise<TPage<TProgressLearnerRow>> {
    // A keyword's pages are not kept: each search would be an entry of its own.
    if (q.keyword) return readLearners(programme, q);
    const parts = ['learners', q.departmentId ?? '', q.state ?? '', q.page, q.pageSize];
    return deps.cache.get(programme.id, parts, () => readLearners(programme, q));
  }

  async function readLearners(
    programme: ReportProgramme,
    q: LearnerQuery,
  ): Promise<TPage<TProgressLearnerRow>> {
    const [{ rows, total }, needed] = await Promise.all([
      report.learners(
        programme.companyId,
        {
          programmeId: programme.id,
          departmentId: q.departmentId,
          state: q.state,
          keyword: q.keyword || undefined,
        },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      ),
      compulsoryTotal(programme.id),
    ]);
    return {
      list: rows.map((r) => toLearnerRow(r, needed)),
      total,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  async function readDepartments(programme: ReportProgramme): Promise<TProgressDepartmentRow[]> {
    return (await report.departments(programme.id)).map(toDepartmentRow);
  }
  const departments = (programme: ReportProgramme) =>
    deps.cache.get(programme.id, ['departments'], () => readDepartments(programme));

  return {
    programmeOf,
    learners,
    departments,
    /**
     * Once what `q` wrote is committed, every process reads the programme anew (its company, or
     * that it is gone) and its report pages: for every write to the programme's own row.
     */
    programmeChanged(q: DbOrTx, programmeId: number): void {
      void afterCommit(q, () => deps.cache.programmeChanged(programmeId));
    },

    /** Every member and the department summary, headers in the caller's language. */
    async exportWorkbook(
      programme: ProgrammeRow,
      locale: Locale,
    ): Promise<{ name: string; data: Buffer }> {
      const t = (key: MessageKey) => translate(key, locale);
      const timeZone = await deps.clock.timeZone(programme.companyId);
      const when = (v: string | null) => formatInstant(v, locale, timeZone, 'dateTime');
      const needed = await compulsoryTotal(programme.id);
      const learnerRows: unknown[][] = [
        [
          t('programme.colName'),
          t('programme.colAccount'),
          t('programme.colDepartment'),
          t('programme.colPosition'),
          t('programme.colSource'),
          t('programme.colState'),
          t('programme.colPercent'),
          t('programme.colCompulsory'),
          t('programme.colEnrolledAt'),
          t('programme.colCompletedAt'),
        ],
      ];
      for (let offset = 0; ; offset += EXPORT_PAGE) {
        const { rows } = await report.learners(
          programme.companyId,
          { programmeId: programme.id },
          offset,
          EXPORT_PAGE,
        );
        for (const raw of rows) {
          const r = toLearnerRow(raw, needed);
          learnerRows.push([
            r.realName,
            r.account,
            r.departmentName,
            r.position,
            t(SOURCE_KEY[r.source]!),
            t(STATE_KEY[r.state]!),
            r.percent,
            `${r.compulsoryDone}/${r.compulsoryTotal}`,
            when(r.enrolledAt),
            when(r.completedAt),
          ]);
        }
        if (rows.length < EXPORT_PAGE) break;
      }
      const departmentRows: unknown[][] = [
        [
          t('programme.colDepartment'),
          t('programme.colMembers'),
          t('programme.stateNotStarted'),
          t('programme.stateInProgress'),
          t('programme.stateCompleted'),
          t('programme.colCompletionRate'),
          t('programme.colAveragePercent'),
        ],
        ...(await readDepartments(programme)).map((d) => [
          d.departmentName || t('programme.noDepartment'),
          d.members,
          d.notStarted,
          d.inProgress,
          d.completed,
          d.completionRate,
          d.averagePercent,
        ]),
      ];
      return {
        name: programme.name,
        data: buildWorkbook([
          {
            name: t('programme.sheetLearners'),
            rows: learnerRows,
            widths: [14, 16, 20, 14, 14, 10, 10, 12, 18, 18],
          },
          {
            name: t('programme.sheetDepartments'),
            rows: departmentRows,
            widths: [24, 10, 10, 10, 10, 14, 14],
          },
        ]),
      };
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
