import type { ConfigProviderProps } from 'antd';
import antdEnUS from 'antd/locale/en_US';
import antdZhCN from 'antd/locale/zh_CN';
import antdZhTW from 'antd/locale/zh_TW';
import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { Locale } from '@ascent/shared/i18n';

export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

const ANTD_LOCALES: Record<Locale, AntdLocale> = {
  'zh-CN': antdZhCN,
  'zh-TW': antdZhTW,
  'en-US': antdEnUS,
};

const DAYJS_LOCALES: Record<Locale, string> = {
  'zh-CN': 'zh-cn',
  'zh-TW': 'zh-tw',
  'en-US': 'en',
};

/** antd's locale for a product locale (zh-CN -> antd/locale/zh_CN, ...). */
export function getAntdLocale(locale: Locale): AntdLocale {
  return ANTD_LOCALES[locale];
}

/** dayjs's locale name for a product locale (the three are registered by this module). */
export function getDayjsLocale(locale: Locale): string {
  return DAYJS_LOCALES[locale];
}
