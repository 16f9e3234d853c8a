import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Space } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { previewPaper } from '../api/question-bank-api.ts';
import { QuestionView } from '../components/question-view.tsx';
import { QB_PAPERS_KEY } from '../hooks/use-question-bank.ts';
import { QB_PATHS, idParam, paperEditPath } from '../lib/paths.ts';

/** One examinee's paper as the exam would draw it (shuffles and rules applied), with keys. */
export function PaperPreviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = idParam(new URLSearchParams(useLocation().search).get('id'));
  const [round, setRound] = useState(0);
  const preview = useQuery({
    queryKey: [...QB_PAPERS_KEY, 'preview', id, round],
    queryFn: () => previewPaper(id!),
    enabled: id !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  if (id === null) return <Empty description={t('questionBank.preview.none')} />;
  if (preview.isPending) return <PageSpin />;
  if (preview.isError)
    return <LoadFailed error={preview.error} onRetry={() => void preview.refetch()} />;
  const p = preview.data;
  return (
    <Card
      title={t('questionBank.preview.title', { name: p.name })}
      extra={
        <Space wrap>
          <Button
            icon={<ReloadOutlined />}
            loading={preview.isFetching}
            onClick={() => setRound((r) => r + 1)}
            data-testid="preview-redraw"
          >
            {t('questionBank.preview.redraw')}
          </Button>
          <Button onClick={() => void navigate(paperEditPath(p.paperId))}>
            {t('questionBank.edit')}
          </Button>
          <Button onClick={() => void navigate(QB_PATHS.papers)}>
            {t('questionBank.preview.back')}
          </Button>
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 4 }}
        items={[
          {
            key: 'mode',
            label: t('questionBank.paper.mode'),
            children: t(`questionBank.paper.modes.${p.mode}`),
          },
          {
            key: 'count',
            label: t('questionBank.paper.questionCount'),
            children: p.questions.length,
          },
          { key: 'total', label: t('questionBank.paper.total'), children: p.totalScore },
          { key: 'pass', label: t('questionBank.paper.passScore'), children: p.passScore },
        ]}
      />
      <div className="qb-preview" data-testid="paper-preview-questions">
        {p.questions.length === 0 ? (
          <Empty description={t('questionBank.preview.empty')} />
        ) : (
          p.questions.map((q, i) => <QuestionView key={q.id} q={q} n={String(i + 1)} />)
        )}
      </div>
    </Card>
  );
}
