import type { AdminFeature } from './admin-feature.ts';

const modules = import.meta.glob<{ feature: AdminFeature }>('../../features/*/feature.tsx', {
  eager: true,
});

/** Every admin feature, found by file name; sorted by area order then key for a stable menu. */
export const ADMIN_FEATURES: readonly AdminFeature[] = Object.values(modules)
  .map((m) => m.feature)
  .sort((a, b) => a.area.order - b.area.order || a.key.localeCompare(b.key));
