import antd from 'antd/locale/zh_TW';
import 'dayjs/locale/zh-tw';
import type { KitPack } from '../locale-resources.ts';

/** The component kit's zh-TW: antd's texts and dayjs's locale (registered by its module). */
export default { antd } satisfies KitPack;
