import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { KnowledgeForm } from '../components/knowledge-form.tsx';
import { KNOWLEDGE_KEY, useKnowledgeItem } from '../hooks/use-knowledge-admin.ts';
import { KNOWLEDGE_PATHS } from '../lib/knowledge-paths.ts';
import '../knowledge-admin.css';

/** Creates (no ?id) or edits a knowledge item; saved items go back to the list. */
export function KnowledgeEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const raw = new URLSearchParams(useLocation().search).get('id');
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const item = useKnowledgeItem(id);
  if (id !== null && item.isPending) return <PageSpin />;
  if (id !== null && item.isError)
    return <LoadFailed error={item.error} onRetry={() => void item.refetch()} />;
  return (
    <div className="kn-edit">
      <h2>{t(id ? 'knowledge.title.edit' : 'knowledge.title.create')}</h2>
      <KnowledgeForm
        key={id ?? 'new'}
        item={id !== null ? (item.data ?? null) : null}
        onCancel={() => void navigate(KNOWLEDGE_PATHS.items)}
        onSaved={() => {
          void message.success(t(id ? 'knowledge.saved' : 'knowledge.created'));
          void client.invalidateQueries({ queryKey: KNOWLEDGE_KEY });
          void navigate(KNOWLEDGE_PATHS.items);
        }}
      />
    </div>
  );
}
