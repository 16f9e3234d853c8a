import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { ZAllLangNames, type TAllLangNames } from '../platform/index.ts';
import { zRequiredText } from '../validators/index.ts';

/**
 * Custom score-name configs of spec s.3: four config keys, each with a name per language
 * (configValue {zh_CN, zh_TW, en_US}). A company that has not set one gets the default.
 */
export const SCORE_NAME_KEYS = [
  'secSocreName',
  'selSocreName',
  'leaderSocreName',
  'lesSocreName',
] as const;
export type ScoreNameKey = (typeof SCORE_NAME_KEYS)[number];

/** A key's name in every language. */
export type TScoreNameValue = TAllLangNames;

/** One customer config entry (`me/customer/config/list`). */
export const ZCustomerConfigEntry = z.object({
  configKey: z.enum(SCORE_NAME_KEYS),
  configValue: ZAllLangNames,
});
export type TCustomerConfig = z.infer<typeof ZCustomerConfigEntry>;

/** An entry in the admin list: `custom` is false while the default applies. */
export const ZAdminScoreName = ZCustomerConfigEntry.extend({ custom: z.boolean() });
export type TAdminScoreName = z.infer<typeof ZAdminScoreName>;

export const SCORE_NAME_MAX = 20;

/** The names used until a company sets its own (the spec names only the keys). */
export const DEFAULT_SCORE_NAMES: Record<ScoreNameKey, TScoreNameValue> = {
  secSocreName: { zh_CN: '复评得分', zh_TW: '複評得分', en_US: 'Second review score' },
  selSocreName: { zh_CN: '自评得分', zh_TW: '自評得分', en_US: 'Self-assessment score' },
  leaderSocreName: { zh_CN: '上级评分', zh_TW: '上級評分', en_US: 'Manager score' },
  lesSocreName: { zh_CN: '课程得分', zh_TW: '課程得分', en_US: 'Course score' },
};

const zKey = z.enum(SCORE_NAME_KEYS, { error: messageRef('validation.option') });

export const ZScoreNameValue = z
  .object({
    zh_CN: zRequiredText(SCORE_NAME_MAX),
    zh_TW: zRequiredText(SCORE_NAME_MAX),
    en_US: zRequiredText(SCORE_NAME_MAX),
  })
  .strict();

/** `manage/score-names/update`: one key's three names. */
export const ZScoreNameUpdate = z
  .object({ configKey: zKey, configValue: ZScoreNameValue })
  .strict();
export type TScoreNameUpdate = z.infer<typeof ZScoreNameUpdate>;

/** `me/customer/config/list`: all keys, or only the ones asked for. */
export const ZCustomerConfigListRequest = z
  .object({
    configKeys: z
      .array(zKey, { error: messageRef('common.parameterError') })
      .max(SCORE_NAME_KEYS.length, { error: messageRef('common.parameterError') })
      .optional(),
  })
  .strict();
export type TCustomerConfigListRequest = z.infer<typeof ZCustomerConfigListRequest>;
