import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
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

export interface TScoreNameValue {
  zh_CN: string;
  zh_TW: string;
  en_US: string;
}

/** One customer config entry (`me/customer/config/list`). */
export interface TCustomerConfig {
  configKey: ScoreNameKey;
  configValue: TScoreNameValue;
}

/** An entry in the admin list: `custom` is false while the default applies. */
export interface TAdminScoreName extends TCustomerConfig {
  custom: boolean;
}

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
