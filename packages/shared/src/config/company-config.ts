import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/index.ts';
import { AI_MODEL_CODES } from '../platform/index.ts';
import { zRequiredText } from '../validators/index.ts';
import { HEX_COLOUR_RE, zHostOrUrl, zIntRange, zSwitch, zText } from './fields.ts';
import { zLinkOrPath } from '../validators/index.ts';
import { PC_HOME_TYPES } from './home-types.ts';
import { zTimeZone } from '../time/index.ts';

/**
 * The company's configuration as the admin site edits it: every companyInfo and
 * platformConfig field of spec s.3, in groups. One request changes one group, validated by
 * that group's schema; the same schemas drive the admin forms.
 */

/** Password validity may be set up to ten years; 0 means it never expires. */
export const PASS_EXPIRE_MAX_DAYS = 3650;

export const ZPasswordPolicyConfig = z
  .object({
    useStrongPass: zSwitch,
    passExpire: zIntRange(0, PASS_EXPIRE_MAX_DAYS),
    useChangepassword: zSwitch,
  })
  .strict();

export const LANGUAGE_CODE_LIST = Object.keys(LANGUAGE_CODES) as LanguageCode[];

export const ZLanguagesConfig = z
  .object({
    /** The offered languages, first one the default (stored as the comma list of spec s.3). */
    languages: z
      .array(z.enum(LANGUAGE_CODE_LIST, { error: messageRef('validation.option') }), {
        error: messageRef('config.languagesRequired'),
      })
      .min(1, { error: messageRef('config.languagesRequired') })
      .max(LANGUAGE_CODE_LIST.length, { error: messageRef('validation.duplicate') })
      .refine((l) => new Set(l).size === l.length, { error: messageRef('validation.duplicate') }),
  })
  .strict();

/** Logo sizes: png, jpg or jpeg up to 1 MB (spec s.9, the cover limits). */
export const LOGO_LIMITS = { maxBytes: 1024 * 1024, extensions: ['png', 'jpg', 'jpeg'] } as const;

const zImage = zLinkOrPath(500);

export const ZBrandingConfig = z
  .object({
    name: zRequiredText(100),
    /** Header logo (companyInfo.logo1) and login/small logo (logo2): an uploaded file or a URL. */
    logo1: zImage,
    logo2: zImage,
    /** antd's primary colour; '' for the product default. */
    theme: zText(7).refine((v) => v === '' || HEX_COLOUR_RE.test(v), {
      error: messageRef('validation.hexColour'),
    }),
  })
  .strict();

export const FOOTER_TEXT_MAX = 100;
export const ZFooterConfig = z
  .object({
    studyCopyright: zText(FOOTER_TEXT_MAX),
    icpNo: zText(FOOTER_TEXT_MAX),
    ncNo: zText(FOOTER_TEXT_MAX),
  })
  .strict();

/** isOpenAiRobot: 2 is off, 11-18 choose a model (spec s.3, s.9). */
export const AI_ROBOT_OFF = 2;
export const AI_ROBOT_VALUES = [AI_ROBOT_OFF, ...AI_MODEL_CODES] as const;

export const ZFeatureConfig = z
  .object({
    isOpenAiRobot: z
      .number({ error: messageRef('validation.option') })
      .refine((v) => (AI_ROBOT_VALUES as readonly number[]).includes(v), {
        error: messageRef('validation.option'),
      }),
    useQa: zSwitch,
    isFeedback: zSwitch,
    isOpenDownloadWatermark: zSwitch,
    useNewWindow: zSwitch,
    studyTrack: zSwitch,
    isInformation: zSwitch,
    pcHomeType: z
      .number({ error: messageRef('validation.option') })
      .refine((v) => (PC_HOME_TYPES as readonly number[]).includes(v), {
        error: messageRef('validation.option'),
      }),
  })
  .strict();

export const CUSTOMER_CODE_MAX = 32;
export const ZCustomerConfig = z
  .object({
    customerCode: zText(CUSTOMER_CODE_MAX).refine((v) => /^[A-Za-z0-9_-]*$/.test(v), {
      error: messageRef('validation.code', { max: CUSTOMER_CODE_MAX }),
    }),
    customMobileDomain: zHostOrUrl,
    mobileDomain: zHostOrUrl,
    mobileModule: zText(100),
  })
  .strict();

/** Login platforms of spec s.4 ('web' or a platform code), as platformConfig carries them. */
export const SSO_PLATFORMS = ['web', '20', '25', '26', '30', '31', '40', '41'] as const;

export const ZSsoConfig = z
  .object({
    useOIDC: zSwitch,
    platform: z.enum(SSO_PLATFORMS, { error: messageRef('validation.option') }),
  })
  .strict();

export const PORTAL_TITLE_MAX = 60;
export const PORTAL_INTRO_MAX = 500;

/**
 * The portal (/portal, spec s.2 Public): the page signed-out visitors of a portal-style company
 * (features.pcHomeType 2) land on: a heading, an introduction and a picture (an uploaded file
 * or a URL), with the company's logo and the way in.
 */
export const ZPortalConfig = z
  .object({
    portalTitle: zText(PORTAL_TITLE_MAX),
    portalIntro: zText(PORTAL_INTRO_MAX),
    portalImage: zImage,
  })
  .strict();

/** The company's time zone: its "today", "this week" and "this month" (decisions s.6). */
export const ZTimeConfig = z.object({ timeZone: zTimeZone }).strict();

export const CONFIG_GROUP_SCHEMAS = {
  password: ZPasswordPolicyConfig,
  languages: ZLanguagesConfig,
  branding: ZBrandingConfig,
  footer: ZFooterConfig,
  portal: ZPortalConfig,
  features: ZFeatureConfig,
  customer: ZCustomerConfig,
  sso: ZSsoConfig,
  time: ZTimeConfig,
} as const;
export type ConfigGroup = keyof typeof CONFIG_GROUP_SCHEMAS;
export const CONFIG_GROUPS = Object.keys(CONFIG_GROUP_SCHEMAS) as ConfigGroup[];

/**
 * Every group's values: what `manage/company/config` answers, each group by the schema its
 * update is checked with (so what the admin reads, it can save back).
 */
export const ZCompanyConfig = z.object({
  password: ZPasswordPolicyConfig.strip(),
  languages: ZLanguagesConfig.strip(),
  branding: ZBrandingConfig.strip(),
  footer: ZFooterConfig.strip(),
  portal: ZPortalConfig.strip(),
  features: ZFeatureConfig.strip(),
  customer: ZCustomerConfig.strip(),
  sso: ZSsoConfig.strip(),
  time: ZTimeConfig.strip(),
});
export type TCompanyConfig = z.infer<typeof ZCompanyConfig>;

const group = <G extends ConfigGroup>(name: G) =>
  z.object({ group: z.literal(name), values: CONFIG_GROUP_SCHEMAS[name] }).strict();

/** `manage/company/config/update`: one group and its values. */
export const ZCompanyConfigUpdate = z.discriminatedUnion(
  'group',
  [
    group('password'),
    group('languages'),
    group('branding'),
    group('footer'),
    group('portal'),
    group('features'),
    group('customer'),
    group('sso'),
    group('time'),
  ],
  { error: messageRef('common.parameterError') },
);
export type TCompanyConfigUpdate = z.infer<typeof ZCompanyConfigUpdate>;

/** `manage/company/config`: no body fields. */
export const ZEmptyRequest = z.object({}).strict();

/** `manage/company/logo` answer: the stored file's URL, for logo1 or logo2. */
export const ZLogoUpload = z.object({ url: z.string() });
export type TLogoUpload = z.infer<typeof ZLogoUpload>;

/** `manage/company/logo`: the form has no fields besides the file. */
export const ZLogoUploadForm = z.object({});
