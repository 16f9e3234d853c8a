import { Alert, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TImportUsersResponse } from '@ascent/shared/users';
import { PasswordNotice } from './password-notice.tsx';

type FailedRow = TImportUsersResponse['failed'][number];

/** What an import did: how many users came in, the shared initial password, the rows left out. */
export function ImportResult({ result }: { result: TImportUsersResponse }) {
  const { t } = useTranslation();
  const failed = result.failed.length;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="user-import-result">
      <Alert
        type={failed ? 'warning' : 'success'}
        showIcon
        title={t('users.import.summary', { imported: result.imported, failed })}
        data-testid="user-import-summary"
      />
      {result.initialPassword && (
        <PasswordNotice
          intro={t('users.import.initialPassword')}
          password={result.initialPassword}
          testId="user-import-password"
        />
      )}
      {failed > 0 && (
        <Table<FailedRow>
          size="small"
          rowKey="row"
          dataSource={result.failed}
          pagination={failed > 10 ? { pageSize: 10, size: 'small' } : false}
          title={() => t('users.import.failedTitle')}
          data-testid="user-import-errors"
          columns={[
            { title: t('users.import.row'), dataIndex: 'row', width: 70 },
            { title: t('users.fields.account'), dataIndex: 'account', width: 140 },
            {
              title: t('users.import.problems'),
              dataIndex: 'errors',
              render: (errors: string[]) => (
                <ul style={{ margin: 0, paddingLeft: 16 }}>
                  {errors.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      )}
    </Space>
  );
}
