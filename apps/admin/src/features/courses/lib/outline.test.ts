import { describe, expect, it } from 'vitest';
import { fromDraft, moveItem, toDraft } from './outline.ts';

describe('course outline draft', () => {
  it('moves items up and down within bounds', () => {
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
  it('round-trips ids, minutes and per-type fields', () => {
    const draft = toDraft([
      {
        chapterId: 4,
        title: 'C',
        resources: [
          {
            resourceId: 9,
            title: 'T',
            type: 5,
            compulsory: false,
            minSeconds: 90,
            fileId: null,
            file: null,
            content: '<p>x</p>',
            url: null,
          },
        ],
      },
    ]);
    expect(draft[0]!.resources[0]!.minMinutes).toBe(1.5);
    expect(fromDraft(1, draft)).toEqual({
      courseId: 1,
      chapters: [
        {
          chapterId: 4,
          title: 'C',
          resources: [
            {
              resourceId: 9,
              title: 'T',
              type: 5,
              compulsory: false,
              minSeconds: 90,
              fileId: null,
              content: '<p>x</p>',
              url: null,
            },
          ],
        },
      ],
    });
  });
});
