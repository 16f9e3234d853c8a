import { prefetchFirstData } from '@ascent/client/app';
import { services } from '../../../app/services.ts';
import { FIRST_RANK_PERIOD, RANK_SHOWN, TODOS_SHOWN } from '../api/home-calls.ts';
import { homeQueries } from './home-queries.ts';

/**
 * The home's first data, started while its code loads: its banners (and the first one's
 * picture) and its sections' lists, as their first render asks for them (landing-pages.ts
 * `HOME_SECTION_CALLS`). The first render waits for them (featurePages' `prefetch`).
 */
export function prefetchHome(): Promise<unknown> {
  return Promise.all([
    prefetchFirstData(services, {
      ...homeQueries.detail,
      picture: (detail) => detail.banners[0]?.imageUrl,
    }),
    ...[
      homeQueries.continueCourse,
      homeQueries.todoTasks(TODOS_SHOWN),
      homeQueries.todoCourses(TODOS_SHOWN),
      homeQueries.learnRank(FIRST_RANK_PERIOD, RANK_SHOWN),
    ].map((query) => prefetchFirstData<unknown>(services, query)),
  ]);
}
