import dayjs, { type Dayjs } from 'dayjs';
import type { TStoredFile } from '@ascent/shared/files';
import type {
  THomeworkAdminDetail,
  THomeworkAudience,
  THomeworkSave,
} from '@ascent/shared/homework';

export interface StepValues {
  id?: number;
  title: string;
  content: string;
  files: TStoredFile[];
}

/** The editor's values: the window as two dates, steps with their stored files. */
export interface HomeworkFormValues {
  title: string;
  description: string;
  window: [Dayjs, Dayjs] | null;
  fullScore: number;
  secrecyLevel: number;
  visibility: 'all' | 'limited';
  audience: THomeworkAudience;
  reviewerIds: number[];
  steps: StepValues[];
}

export function toFormValues(
  hw: THomeworkAdminDetail | null,
  now: Dayjs = dayjs(),
): HomeworkFormValues {
  return {
    title: hw?.title ?? '',
    description: hw?.description ?? '',
    window: hw
      ? [dayjs(hw.startAt), dayjs(hw.endAt)]
      : [now.startOf('hour'), now.startOf('hour').add(7, 'day')],
    fullScore: hw?.fullScore ?? 100,
    secrecyLevel: hw?.secrecyLevel ?? 50,
    visibility: hw?.visibility ?? 'all',
    audience: hw?.audience ?? { departmentIds: [], positions: [], userIds: [] },
    reviewerIds: hw?.reviewerIds ?? [],
    steps: hw?.steps.map((s) => ({
      id: s.id,
      title: s.title,
      content: s.content,
      files: s.files,
    })) ?? [{ title: '', content: '', files: [] }],
  };
}

/** The save call's body (the shared ZHomeworkSave checks it, here and on the server). */
export function toSaveBody(values: HomeworkFormValues, id?: number): THomeworkSave {
  return {
    ...(id ? { id } : {}),
    title: values.title,
    description: values.description,
    startAt: values.window?.[0]?.toISOString() ?? '',
    endAt: values.window?.[1]?.toISOString() ?? '',
    fullScore: values.fullScore,
    secrecyLevel: values.secrecyLevel,
    visibility: values.visibility,
    audience:
      values.visibility === 'limited'
        ? values.audience
        : { departmentIds: [], positions: [], userIds: [] },
    reviewerIds: values.reviewerIds,
    steps: values.steps.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      title: s.title,
      content: s.content,
      fileIds: s.files.map((f) => f.fileId),
    })),
  };
}
