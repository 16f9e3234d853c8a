import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CertificateState } from '@ascent/shared/certificate';

const COLOURS: Record<CertificateState, string> = {
  valid: 'green',
  expired: 'orange',
  revoked: 'red',
};

export function CertificateStateTag({ state }: { state: CertificateState }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[state]}>{t(`certificate.state.${state}`)}</Tag>;
}
