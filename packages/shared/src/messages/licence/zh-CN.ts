import type { DomainMessages } from '../types.ts';

/** The `licence.` messages (why the platform's licence stops every call; the server's alone) in zh-CN, which defines the keys. */
export default {
  'licence.expired': '平台许可证已于 {{date}} 到期，请联系平台运营方续期',
  'licence.seats': '平台在用账号（{{used}} 个）超出许可证允许的 {{seats}} 个，请联系平台运营方',
} satisfies DomainMessages<'licence'>;
