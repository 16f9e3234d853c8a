import type { TStoredFile } from '@ascent/shared/files';
import type { IdpPickedKind, TIdpDetail, TIdpSave } from '@ascent/shared/idp';

/** A resource while the plan is being written. */
export type DraftResource =
  | { key: string; kind: Exclude<IdpPickedKind, 'exam'>; itemId: number; title: string }
  | { key: string; kind: 'exam'; itemId: number; title: string; passPercent: number }
  | {
      key: string;
      kind: 'homework';
      title: string;
      steps: { title: string; content: string }[];
      files: TStoredFile[];
    };

export interface IdpDraft {
  year: number;
  startDate: string;
  endDate: string;
  supervisor: { id: number; label: string } | null;
  resources: DraftResource[];
}

let seq = 0;
export const draftKey = () => `r${++seq}`;

/** A new plan: this year, from today to the year's end. */
export function emptyDraft(now = new Date()): IdpDraft {
  const year = now.getFullYear();
  const today = now.toISOString().slice(0, 10);
  return { year, startDate: today, endDate: `${year}-12-31`, supervisor: null, resources: [] };
}

/** A saved plan as a draft to change. */
export function draftOf(plan: TIdpDetail): IdpDraft {
  return {
    year: plan.year,
    startDate: plan.startDate,
    endDate: plan.endDate,
    supervisor: {
      id: plan.supervisor.id,
      label: plan.supervisor.realName || plan.supervisor.account,
    },
    resources: plan.resources.map((r): DraftResource => {
      if (r.kind === 'homework')
        return {
          key: draftKey(),
          kind: 'homework',
          title: r.title,
          steps: r.steps.map((s) => ({ title: s.title, content: s.content })),
          files: r.files,
        };
      if (r.kind === 'exam')
        return {
          key: draftKey(),
          kind: 'exam',
          itemId: r.itemId!,
          title: r.title,
          passPercent: r.passPercent ?? 60,
        };
      return { key: draftKey(), kind: r.kind, itemId: r.itemId!, title: r.title };
    }),
  };
}

/** The save call's body (validated by the shared schema before it is sent). */
export function toSaveBody(draft: IdpDraft, id?: number): TIdpSave {
  return {
    ...(id ? { id } : {}),
    year: draft.year,
    startDate: draft.startDate,
    endDate: draft.endDate,
    supervisorId: draft.supervisor?.id ?? 0,
    resources: draft.resources.map((r) => {
      if (r.kind === 'homework')
        return {
          kind: 'homework' as const,
          title: r.title,
          steps: r.steps,
          fileIds: r.files.map((f) => f.fileId),
        };
      if (r.kind === 'exam')
        return { kind: 'exam' as const, itemId: r.itemId, passPercent: r.passPercent };
      return { kind: r.kind, itemId: r.itemId };
    }),
  };
}
