import { bannerAdminEndpoints, homeEndpoints } from '@ascent/shared/home/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { HomeService } from './home.service.ts';

export function homeRoutes(service: HomeService) {
  return [
    // Spec s.7 "Home and search": home/detail, banner/list (no body is read), cover/list?type.
    ...bind(homeEndpoints, {
      'GET /api/study/home/detail': ({ actor }) => service.detail(actor),
      'POST /api/study/banner/list': ({ actor }) => service.banners(actor),
      'GET /api/study/cover/list': async ({ query }) => service.covers(query.type),
    }),
    ...bind(bannerAdminEndpoints, {
      'POST /api/manage/banner/list': ({ actor, body }) => service.adminList(actor, body),
      'POST /api/manage/banner/save': async ({ actor, ip, body }) =>
        answer(await service.save(actor, ip, body), body.id ? 'common.modified' : 'common.created'),
      'POST /api/manage/banner/delete': async ({ actor, ip, body }) => {
        await service.remove(actor, ip, body.ids);
        return answer(null, 'common.deleted');
      },
    }),
  ];
}
