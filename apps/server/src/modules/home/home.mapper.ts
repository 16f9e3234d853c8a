import type { TBanner, TBannerAdmin } from '@ascent/shared/home';
import type { BannerRow } from './home.repository.ts';

export function toBanner(r: BannerRow): TBanner {
  return { id: r.id, title: r.title, imageUrl: r.imageUrl, linkUrl: r.linkUrl };
}

export function isActive(r: BannerRow, now: Date): boolean {
  return (
    r.enabled &&
    (!r.startAt || r.startAt.getTime() <= now.getTime()) &&
    (!r.endAt || r.endAt.getTime() > now.getTime())
  );
}

export function toBannerAdmin(r: BannerRow, now: Date): TBannerAdmin {
  return {
    ...toBanner(r),
    sort: r.sort,
    enabled: r.enabled,
    startAt: r.startAt?.toISOString() ?? null,
    endAt: r.endAt?.toISOString() ?? null,
    active: isActive(r, now),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function bannerLogEntry(r: BannerRow) {
  return {
    title: r.title,
    imageUrl: r.imageUrl,
    linkUrl: r.linkUrl,
    sort: r.sort,
    enabled: r.enabled,
    startAt: r.startAt?.toISOString() ?? null,
    endAt: r.endAt?.toISOString() ?? null,
  };
}
