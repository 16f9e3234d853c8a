import dayjs, { type Dayjs } from 'dayjs';
import type {
  ProgrammeKind,
  ProgrammeOrderMode,
  TProgrammeAdminDetail,
  TProgrammeAudience,
  TProgrammeSave,
} from '@ascent/shared/programme';

export interface ItemValue {
  /** The programme item's id once saved (its learners' progress is kept). */
  id?: number;
  itemType: number;
  refId: number;
  title: string;
  compulsory: boolean;
}

export interface StageValue {
  id?: number;
  /** A stable key for the editor's rows (new stages have no id yet). */
  key: string;
  name: string;
  items: ItemValue[];
}

/** The editor's values: the period as two optional dates, stages with their items. */
export interface ProgrammeFormValues {
  name: string;
  cover: string;
  intro: string;
  period: [Dayjs, Dayjs] | null;
  taskType: number;
  orderMode: ProgrammeOrderMode;
  bySignup: boolean;
  audience: TProgrammeAudience;
  supervisorIds: number[];
  minElectives: number;
  stages: StageValue[];
  programmes: { id: number; title: string }[];
}

let seq = 0;
export const newKey = () => `new-${++seq}`;

export function toFormValues(
  kind: ProgrammeKind,
  p: TProgrammeAdminDetail | null,
  /** The first stage's name of a new programme ('Stage 1'). */
  firstStageName = '',
): ProgrammeFormValues {
  return {
    name: p?.name ?? '',
    cover: p?.cover ?? '',
    intro: p?.intro ?? '',
    period: p?.startAt && p.endAt ? [dayjs(p.startAt), dayjs(p.endAt)] : null,
    taskType: p?.taskType ?? (kind === 'project' ? 1 : 0),
    orderMode: p?.orderMode ?? (kind === 'map' ? 'sequential' : 'free'),
    bySignup: p?.bySignup ?? false,
    audience: {
      departmentIds: p?.audience.departments.map((d) => d.id) ?? [],
      positions: p?.audience.positions ?? [],
      userIds: p?.audience.users.map((u) => u.id) ?? [],
    },
    supervisorIds: p?.supervisors.map((s) => s.id) ?? [],
    minElectives: p?.minElectives ?? 0,
    stages:
      p?.stages.map((s) => ({
        id: s.id,
        key: `stage-${s.id}`,
        name: s.name,
        items: s.items.map((i) => ({
          id: i.id,
          itemType: i.itemType,
          refId: i.refId,
          title: i.title,
          compulsory: i.compulsory,
        })),
      })) ?? (kind === 'package' ? [] : [{ key: newKey(), name: firstStageName, items: [] }]),
    programmes: p?.programmes.map((x) => ({ id: x.id, title: x.name })) ?? [],
  };
}

export function toSaveBody(
  kind: ProgrammeKind,
  v: ProgrammeFormValues,
  id: number | undefined,
): TProgrammeSave {
  return {
    id,
    kind,
    ...(kind === 'project' ? { taskType: v.taskType } : {}),
    name: v.name,
    cover: v.cover ?? '',
    intro: v.intro ?? '',
    startAt: v.period?.[0]?.toISOString() ?? null,
    endAt: v.period?.[1]?.toISOString() ?? null,
    orderMode: v.orderMode,
    bySignup: v.bySignup,
    audience: v.audience,
    supervisorIds: v.supervisorIds,
    minElectives: kind === 'package' ? 0 : (v.minElectives ?? 0),
    stages:
      kind === 'package'
        ? []
        : v.stages.map((s) => ({
            id: s.id,
            name: s.name,
            items: s.items.map((i) => ({
              id: i.id,
              itemType: i.itemType,
              refId: i.refId,
              compulsory: i.compulsory,
            })),
          })),
    programmeIds: kind === 'package' ? v.programmes.map((p) => p.id) : [],
  };
}
