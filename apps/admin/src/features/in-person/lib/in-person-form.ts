import dayjs, { type Dayjs } from 'dayjs';
import type { TStoredFile } from '@ascent/shared/files';
import type { TInPersonAudience, TInPersonDetail, TInPersonSave } from '@ascent/shared/in-person';

export interface InPersonFormValues {
  name: string;
  lessonHours: number | null;
  address: string;
  lecturer: string;
  startAt: Dayjs | null;
  endAt: Dayjs | null;
  /** One agenda line per row. */
  schedule: string;
  intro: string;
  materials: TStoredFile[];
  secrecyLevel: number;
  audience: TInPersonAudience;
  managerIds: number[];
  signInBeforeMinutes: number;
  signInAfterMinutes: number;
  lateAfterMinutes: number;
  requireSignOut: boolean;
  signOutBeforeMinutes: number;
  signOutAfterMinutes: number;
  grading: boolean;
}

export function toFormValues(d: TInPersonDetail | null): InPersonFormValues {
  return {
    name: d?.name ?? '',
    lessonHours: d?.lessonHours ?? null,
    address: d?.address ?? '',
    lecturer: d?.lecturer ?? '',
    startAt: d ? dayjs(d.startAt) : null,
    endAt: d ? dayjs(d.endAt) : null,
    schedule: (d?.schedule ?? []).join('\n'),
    intro: d?.intro ?? '',
    materials: d?.materials ?? [],
    secrecyLevel: d?.secrecyLevel ?? 50,
    audience: d?.audience ?? { departmentIds: [], positions: [], userIds: [] },
    managerIds: d?.managerIds ?? [],
    signInBeforeMinutes: d?.signInBeforeMinutes ?? 30,
    signInAfterMinutes: d?.signInAfterMinutes ?? 30,
    lateAfterMinutes: d?.lateAfterMinutes ?? 10,
    requireSignOut: d?.requireSignOut ?? false,
    signOutBeforeMinutes: d?.signOutBeforeMinutes ?? 30,
    signOutAfterMinutes: d?.signOutAfterMinutes ?? 30,
    grading: d?.grading ?? false,
  };
}

export function toSaveBody(v: InPersonFormValues, id?: number): TInPersonSave {
  return {
    ...(id ? { id } : {}),
    name: v.name,
    lessonHours: v.lessonHours ?? 0,
    address: v.address,
    lecturer: v.lecturer,
    startAt: v.startAt ? v.startAt.toISOString() : '',
    endAt: v.endAt ? v.endAt.toISOString() : '',
    schedule: v.schedule
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    intro: v.intro,
    materialIds: v.materials.map((f) => f.fileId),
    secrecyLevel: v.secrecyLevel,
    audience: v.audience,
    managerIds: v.managerIds,
    signInBeforeMinutes: v.signInBeforeMinutes,
    signInAfterMinutes: v.signInAfterMinutes,
    lateAfterMinutes: v.lateAfterMinutes,
    requireSignOut: v.requireSignOut,
    signOutBeforeMinutes: v.signOutBeforeMinutes,
    signOutAfterMinutes: v.signOutAfterMinutes,
    grading: v.grading,
  };
}
