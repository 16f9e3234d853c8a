import { renderToStaticMarkup } from 'react-dom/server';
import type { TCourseChapter } from '@ascent/shared/course';
import { describe, expect, it, vi } from 'vitest';
import { ChapterOutline } from './chapter-outline.tsx';

vi.mock('../../../app/services.ts', () => ({ services: { notifier: { warning: vi.fn() } } }));

const chapters = [
  {
    chapterId: 1,
    title: 'Values',
    resources: [{ resourceId: 11, title: 'Our values', type: 'text', compulsory: true }],
  },
] as unknown as TCourseChapter[];

const render = (ready: boolean) =>
  renderToStaticMarkup(
    <ChapterOutline
      chapters={chapters}
      progress={undefined}
      current={null}
      ready={ready}
      onOpen={() => {}}
    />,
  );

describe('ChapterOutline', () => {
  it('shows its resources unpressable and busy until the progress is known, then pressable', () => {
    const waiting = render(false);
    expect(waiting).toContain('aria-busy="true"');
    expect(waiting).toMatch(/<button[^>]*disabled=""[^>]*>/);
    const ready = render(true);
    expect(ready).not.toContain('aria-busy');
    expect(ready).not.toMatch(/<button[^>]*disabled=""/);
    expect(ready).toContain('Our values');
  });
});
