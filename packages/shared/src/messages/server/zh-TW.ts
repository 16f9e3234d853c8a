import certificateExport from '../certificateExport/zh-TW.ts';
import dashboard from '../dashboard/zh-TW.ts';
import department from '../department/zh-TW.ts';
import directoryStop from '../directoryStop/zh-TW.ts';
import download from '../download/zh-TW.ts';
import examAdmin from '../examAdmin/zh-TW.ts';
import faceId from '../faceId/zh-TW.ts';
import learning from '../learning/zh-TW.ts';
import licence from '../licence/zh-TW.ts';
import major from '../major/zh-TW.ts';
import position from '../position/zh-TW.ts';
import registration from '../registration/zh-TW.ts';
import signOn from '../signOn/zh-TW.ts';
import sms from '../sms/zh-TW.ts';
import unit from '../unit/zh-TW.ts';
import user from '../user/zh-TW.ts';
import userColumn from '../userColumn/zh-TW.ts';
import website from '../website/zh-TW.ts';
import type serverZhCN from './zh-CN.ts';

/** The server's own messages in zh-TW: exactly the keys of zh-CN (see `./zh-CN.ts`). */
export default {
  ...certificateExport,
  ...dashboard,
  ...department,
  ...directoryStop,
  ...download,
  ...examAdmin,
  ...faceId,
  ...learning,
  ...licence,
  ...major,
  ...position,
  ...registration,
  ...signOn,
  ...sms,
  ...unit,
  ...user,
  ...userColumn,
  ...website,
} satisfies { readonly [Key in keyof typeof serverZhCN]: string };
