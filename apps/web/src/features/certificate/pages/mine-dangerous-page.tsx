import { Alert, Card, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_LIMITS } from '@ascent/shared/certificate';
import { PagedList } from '../../../components/paged-list.tsx';
import { CertificateItem } from '../components/certificate-item.tsx';
import { useDangerousCertificates } from '../hooks/use-certificates.ts';
import '../certificate.css';

const PAGE_SIZE = 10;

/** /mine/dangerous: certificates expired or expiring within 30 days (not revoked), soonest first. */
export function MineDangerousPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useDangerousCertificates({ page, pageSize: PAGE_SIZE });
  return (
    <Card title={t('certificate.dangerousTitle')} className="page cert-mine">
      <Alert
        type="info"
        showIcon
        className="cert-note"
        message={t('certificate.dangerousNote', { days: CERTIFICATE_LIMITS.dangerousDays })}
      />
      <PagedList
        query={query}
        onPage={setPage}
        testId="certificate-dangerous-list"
        pagerClassName="cert-pager"
        empty={<Empty description={t('certificate.dangerousEmpty')} />}
        renderItem={(row) => <CertificateItem row={row} />}
      />
    </Card>
  );
}
