import { App, Button, Card, Select, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOT_WORD_MAX, SEARCH_KEYWORD_MAX } from '@ascent/shared/search';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { fetchPinnedWords, savePinnedWords } from '../api/knowledge-api.ts';
import { KNOWLEDGE_KEY } from '../hooks/use-knowledge-admin.ts';

const KEY = [...KNOWLEDGE_KEY, 'pinned-words'] as const;

/** Hot words pinned in front of the most searched ones on the learner's search page. */
export function HotWordsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const pinned = useQuery({ queryKey: KEY, queryFn: fetchPinnedWords });
  const [words, setWords] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (pinned.data) setWords(pinned.data);
  }, [pinned.data]);
  if (pinned.isPending) return <PageSpin />;
  if (pinned.isError)
    return <LoadFailed error={pinned.error} onRetry={() => void pinned.refetch()} />;
  const save = async () => {
    setSaving(true);
    try {
      await savePinnedWords(words.map((w) => w.trim()).filter(Boolean));
      void message.success(t('knowledge.saved'));
      await client.invalidateQueries({ queryKey: KEY });
    } catch {
      // The API client shows the refusal.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title={t('knowledge.title.hotWords')}>
      <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
        <Typography.Paragraph type="secondary">
          {t('knowledge.hotWords.hint', { max: HOT_WORD_MAX, length: SEARCH_KEYWORD_MAX })}
        </Typography.Paragraph>
        <Select
          mode="tags"
          value={words}
          onChange={setWords}
          maxCount={HOT_WORD_MAX}
          aria-label={t('knowledge.title.hotWords')}
          style={{ width: '100%' }}
          data-testid="hot-words"
        />
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {t('knowledge.form.save')}
        </Button>
      </Space>
    </Card>
  );
}
