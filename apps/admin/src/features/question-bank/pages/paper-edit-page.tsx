import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { PaperEditor } from '../components/paper-editor.tsx';
import { QB_PAPERS_KEY, usePaper } from '../hooks/use-question-bank.ts';
import { fromPaper, newPaper } from '../lib/paper-form.ts';
import { QB_PATHS, idParam, paperEditPath, paperPreviewPath } from '../lib/paths.ts';

/** Creates a paper (no ?id) or edits one; a new paper stays open for previewing once saved. */
export function PaperEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = idParam(new URLSearchParams(useLocation().search).get('id'));
  const paper = usePaper(id);
  if (id !== null && paper.isPending) return <PageSpin />;
  if (id !== null && paper.isError)
    return <LoadFailed error={paper.error} onRetry={() => void paper.refetch()} />;
  const detail = id !== null ? paper.data : undefined;
  return (
    <div className="qb-page">
      <h2>{detail ? detail.name : t('questionBank.title.newPaper')}</h2>
      <PaperEditor
        key={detail ? `${detail.id}-${detail.updatedAt}` : 'new'}
        id={detail?.id}
        initial={detail ? fromPaper(detail) : newPaper()}
        onCancel={() => void navigate(QB_PATHS.papers)}
        onPreview={detail ? () => void navigate(paperPreviewPath(detail.id)) : undefined}
        onSaved={(saved) => {
          void message.success(t(detail ? 'questionBank.saved' : 'questionBank.created'));
          client.setQueryData([...QB_PAPERS_KEY, 'one', saved.id], saved);
          void client.invalidateQueries({ queryKey: QB_PAPERS_KEY, refetchType: 'none' });
          if (!detail) void navigate(paperEditPath(saved.id), { replace: true });
        }}
      />
    </div>
  );
}
