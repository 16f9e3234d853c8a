import { Card, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list.tsx';
import { CertificateItem } from '../components/certificate-item.tsx';
import { useMyCertificates } from '../hooks/use-certificates.ts';
import '../certificate.css';

const PAGE_SIZE = 10;

/** /mine/certificate: the learner's certificates, newest first. */
export function MineCertificatePage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useMyCertificates({ page, pageSize: PAGE_SIZE });
  return (
    <Card title={t('certificate.mineTitle')} className="page cert-mine">
      <PagedList
        query={query}
        onPage={setPage}
        testId="certificate-list"
        pagerClassName="cert-pager"
        empty={<Empty description={t('certificate.empty')} />}
        renderItem={(row) => <CertificateItem row={row} />}
      />
    </Card>
  );
}
