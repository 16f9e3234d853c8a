import antd from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import type { KitPack } from '../locale-resources.ts';

/** The component kit's zh-CN: antd's texts and dayjs's locale (registered by its module). */
export default { antd } satisfies KitPack;
