import type { DomainMessages } from '../types.ts';

/** The `config.` messages in zh-CN, which defines the keys. */
export default {
  'config.languagesRequired': '请至少选择一种语言',
  'config.logoFormat': 'Logo 仅支持 png、jpg、jpeg 格式',
} satisfies DomainMessages<'config'>;
