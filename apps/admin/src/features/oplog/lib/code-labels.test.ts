import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCatalogueFiles } from '@ascent/client/catalogue-files';
import { createInstance } from 'i18next';
import { OPLOG_ACTIONS, OPLOG_ENTITIES } from '@ascent/shared/admin';
import { loadAppCatalogues } from '@ascent/client/i18n';
import { oplogCodeLabel, type OplogCodeGroup } from './code-labels.ts';

const catalogues = await loadAppCatalogues(
  readCatalogueFiles(fileURLToPath(new URL('../../..', import.meta.url))),
);
const LOCALES = ['zh-CN', 'zh-TW', 'en-US'] as const;
const GROUPS: [OplogCodeGroup, readonly string[]][] = [
  ['actions', OPLOG_ACTIONS],
  ['entities', OPLOG_ENTITIES],
];

describe('operation-log code labels', () => {
  it('has a label for every action and entity code the server writes, in every language', () => {
    const missing: string[] = [];
    for (const lng of LOCALES) {
      const oplog = (catalogues[lng] as Record<string, Record<string, Record<string, unknown>>>)
        .oplog;
      for (const [group, codes] of GROUPS) {
        for (const code of codes) {
          const label = oplog?.[group]?.[code];
          if (typeof label !== 'string' || !label.trim() || label === code) {
            missing.push(`${lng} ${group}.${code}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('labels no code the server cannot write (no stale entries)', () => {
    for (const lng of LOCALES) {
      const oplog = (catalogues[lng] as Record<string, Record<string, Record<string, unknown>>>)
        .oplog;
      for (const [group, codes] of GROUPS) {
        expect(Object.keys(oplog?.[group] ?? {}).sort()).toEqual([...codes].sort());
      }
    }
  });

  it('shows the Chinese label through i18next, dotted codes included', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'zh-CN', resources: { 'zh-CN': { translation: catalogues['zh-CN'] } } });
    expect(oplogCodeLabel(i18n.t, 'actions', 'structure')).toBe('调整结构');
    expect(oplogCodeLabel(i18n.t, 'actions', 'review.pass')).toBe('审核通过');
    expect(oplogCodeLabel(i18n.t, 'entities', 'message')).toBe('消息');
    expect(oplogCodeLabel(i18n.t, 'entities', 'unknown-code')).toBe('unknown-code');
  });
});
