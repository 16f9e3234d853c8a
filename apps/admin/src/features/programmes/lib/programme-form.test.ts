import { describe, expect, it } from 'vitest';
import { ZProgrammeSave } from '@ascent/shared/programme';
import { toFormValues, toSaveBody } from './programme-form.ts';

describe('programme form', () => {
  it('starts a new map with one empty level in sequence', () => {
    const v = toFormValues('map', null);
    expect(v.stages).toHaveLength(1);
    expect(v.orderMode).toBe('sequential');
  });

  it('builds a save body the shared schema accepts, with a project task type', () => {
    const v = toFormValues('project', null);
    v.name = 'Leadership';
    v.stages[0]!.name = 'Stage 1';
    v.stages[0]!.items.push({ itemType: 2, refId: 3, title: 'Course', compulsory: true });
    const body = toSaveBody('project', v, undefined);
    expect(body.taskType).toBe(1);
    expect(ZProgrammeSave.safeParse(body).success).toBe(true);
  });

  it('sends a package as its programmes, without stages', () => {
    const v = toFormValues('package', null);
    v.name = 'Bundle';
    v.programmes = [{ id: 4, title: 'A' }];
    expect(toSaveBody('package', v, 9)).toMatchObject({ id: 9, stages: [], programmeIds: [4] });
  });
});
