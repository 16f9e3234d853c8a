import certificateExport from '../certificateExport/zh-CN.ts';
import dashboard from '../dashboard/zh-CN.ts';
import department from '../department/zh-CN.ts';
import directoryStop from '../directoryStop/zh-CN.ts';
import download from '../download/zh-CN.ts';
import examAdmin from '../examAdmin/zh-CN.ts';
import faceId from '../faceId/zh-CN.ts';
import learning from '../learning/zh-CN.ts';
import licence from '../licence/zh-CN.ts';
import major from '../major/zh-CN.ts';
import position from '../position/zh-CN.ts';
import registration from '../registration/zh-CN.ts';
import signOn from '../signOn/zh-CN.ts';
import sms from '../sms/zh-CN.ts';
import unit from '../unit/zh-CN.ts';
import user from '../user/zh-CN.ts';
import userColumn from '../userColumn/zh-CN.ts';
import website from '../website/zh-CN.ts';

/**
 * The server's own messages in zh-CN, which defines their keys: what only the server says (the
 * outcome of a call: sent, refused, failed), never a rule a form checks. Registered on the server
 * beside the browser's catalogue (`../zh-CN.ts`) and left out of the browser's locale pack, so a
 * domain's answers cost the pages nothing. A message a form shows (a shared schema's
 * `messageRef`, `translateRef` in the client) belongs in the browser's catalogue instead.
 */
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
};
