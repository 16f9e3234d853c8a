import { describe, expect, it } from 'vitest';
import { ZIdpSave, idpName, idpPassScore } from '@ascent/shared/idp';
import { translateRef } from '@ascent/shared/errors';
import { draftKey, emptyDraft, toSaveBody, type IdpDraft } from './idp-draft.ts';

const first = (draft: IdpDraft) => {
  const r = ZIdpSave.safeParse(toSaveBody(draft));
  return r.success ? null : translateRef(r.error.issues[0]!.message, 'en-US');
};

describe('idp draft', () => {
  const base: IdpDraft = {
    ...emptyDraft(new Date('2026-03-01T00:00:00Z')),
    supervisor: { id: 7, label: 'Boris' },
  };

  it('names the plan by its year and computes the pass score from the percent', () => {
    expect(idpName(2026)).toBe('2026 IDP');
    expect(idpPassScore(80, 75)).toBe(60);
    expect(idpPassScore(150, 60)).toBe(90);
  });

  it('is checked by the shared schema the server uses', () => {
    expect(first(base)).toBe('Add at least one learning resource');
    const course = { key: draftKey(), kind: 'course' as const, itemId: 3, title: 'C' };
    expect(first({ ...base, resources: [course] })).toBeNull();
    expect(
      first({ ...base, startDate: '2026-12-31', endDate: '2026-01-01', resources: [course] }),
    ).toBe('The start time cannot be greater than the end time');
    const homework = {
      key: draftKey(),
      kind: 'homework' as const,
      title: 'H',
      steps: [{ title: 'S', content: '' }],
      files: [],
    };
    expect(toSaveBody({ ...base, resources: [homework] }).resources[0]).toEqual({
      kind: 'homework',
      title: 'H',
      steps: [{ title: 'S', content: '' }],
      fileIds: [],
    });
  });
});
