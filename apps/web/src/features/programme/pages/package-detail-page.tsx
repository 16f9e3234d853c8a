import { Card, Empty, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProgrammeCard } from '../components/programme-card.tsx';
import { ProgrammeHeader } from '../components/programme-header.tsx';
import { ProgrammeLoader } from '../components/programme-loader.tsx';
import '../programme.css';

/** /package/detail?id=: a training package, the programmes it bundles and my progress on each. */
export function PackageDetailPage() {
  const { t } = useTranslation();
  return (
    <div className="page prog-page">
      <ProgrammeLoader kinds={['package']}>
        {(pkg) => (
          <>
            <ProgrammeHeader programme={pkg} />
            <Card title={t('programme.package.programmes', { count: pkg.programmes.length })}>
              {pkg.programmes.length ? (
                <List
                  className="prog-list__rows"
                  dataSource={pkg.programmes}
                  data-testid="package-programmes"
                  renderItem={(p) => <ProgrammeCard programme={p} />}
                />
              ) : (
                <Empty description={t('programme.package.empty')} />
              )}
            </Card>
          </>
        )}
      </ProgrammeLoader>
    </div>
  );
}
