import { Alert, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TQuestionImportResult } from '@ascent/shared/question-admin';

type FailedRow = TQuestionImportResult['failed'][number];

/** What a question import did: all rows in, or none and every row's problems. */
export function QuestionImportResult({ result }: { result: TQuestionImportResult }) {
  const { t } = useTranslation();
  const failed = result.failed.length;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="question-import-result">
      <Alert
        type={failed ? 'error' : 'success'}
        showIcon
        title={
          failed
            ? t('questionBank.import.refused', { failed })
            : t('questionBank.import.done', { imported: result.imported })
        }
      />
      {failed > 0 && (
        <Table<FailedRow>
          size="small"
          rowKey="row"
          dataSource={result.failed}
          pagination={failed > 10 ? { pageSize: 10, size: 'small' } : false}
          data-testid="question-import-errors"
          columns={[
            { title: t('questionBank.import.row'), dataIndex: 'row', width: 80 },
            {
              title: t('questionBank.import.problems'),
              dataIndex: 'errors',
              render: (errors: string[]) => (
                <ul className="qb-problems">
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
