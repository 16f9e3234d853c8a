import certificateExport from '../certificateExport/en-US.ts';
import dashboard from '../dashboard/en-US.ts';
import department from '../department/en-US.ts';
import directoryStop from '../directoryStop/en-US.ts';
import download from '../download/en-US.ts';
import examAdmin from '../examAdmin/en-US.ts';
import faceId from '../faceId/en-US.ts';
import learning from '../learning/en-US.ts';
import licence from '../licence/en-US.ts';
import major from '../major/en-US.ts';
import position from '../position/en-US.ts';
import registration from '../registration/en-US.ts';
import signOn from '../signOn/en-US.ts';
import sms from '../sms/en-US.ts';
import unit from '../unit/en-US.ts';
import user from '../user/en-US.ts';
import userColumn from '../userColumn/en-US.ts';
import website from '../website/en-US.ts';
import type serverZhCN from './zh-CN.ts';

/** The server's own messages in en-US: exactly the keys of zh-CN (see `./zh-CN.ts`). */
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
