import { CERTIFICATE_PATHS } from './lib/certificate-paths.ts';
import { SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import type { MineEntry } from '../../app/router/mine-entries.ts';

/** The personal centre's entries (/mine/layout). */
export const mineEntries: MineEntry[] = [
  {
    key: 'certificate',
    labelKey: 'certificate.mineTitle',
    path: CERTIFICATE_PATHS.mine,
    icon: <SafetyCertificateOutlined />,
    order: 70,
  },
  {
    key: 'certificate-dangerous',
    labelKey: 'certificate.dangerousTitle',
    path: CERTIFICATE_PATHS.dangerous,
    icon: <WarningOutlined />,
    order: 71,
  },
];
