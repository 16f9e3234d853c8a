import { App, Button, Card, Empty, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { IDP_LIMITS, ZIdpSave, idpName, type TIdpDetail } from '@ascent/shared/idp';
import { useTranslateRef } from '@ascent/client/i18n';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { saveIdp } from '../api/idp-api.ts';
import { IDP_KEY, useIdp } from '../hooks/use-idp.ts';
import { draftOf, emptyDraft, toSaveBody, type IdpDraft } from '../lib/idp-draft.ts';
import { idFromSearch, idpDetailPath } from '../lib/idp-paths.ts';
import { ResourceEditor } from '../components/resource-editor.tsx';
import { SupervisorSelect } from '../components/supervisor-select.tsx';
import '../idp.css';

/** /mine/IDP/add (?id= to change a withdrawn or rejected plan): writes and submits a plan. */
export function IdpEditPage() {
  const id = idFromSearch(useLocation().search);
  return id ? <ExistingPlan id={id} /> : <IdpForm key="new" initial={emptyDraft()} />;
}

function ExistingPlan({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useIdp(id);
  if (query.isPending) return <PageSpin />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data.canEdit) return <Empty className="page" description={t('idp.notEditable')} />;
  return <IdpForm key={id} id={id} initial={draftOf(query.data)} />;
}

function IdpForm({ id, initial }: { id?: number; initial: IdpDraft }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const translateRef = useTranslateRef();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<IdpDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async () => {
    const body = toSaveBody(draft, id);
    if (!draft.supervisor) return setError(t('idp.supervisorRequired'));
    const checked = ZIdpSave.safeParse(body);
    if (!checked.success) return setError(translateRef(checked.error.issues[0]!.message));
    setError(null);
    setSaving(true);
    try {
      const saved: TIdpDetail = await saveIdp(body);
      client.setQueryData([...IDP_KEY, 'detail', saved.id], saved);
      void client.invalidateQueries({ queryKey: IDP_KEY });
      void message.success(t('idp.submittedDone'));
      void navigate(idpDetailPath(saved.id));
    } catch {
      // The client shows the server's refusal.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t(id ? 'idp.editTitle' : 'idp.addTitle')} className="page idp-page">
      <Form layout="vertical" className="idp-form" onFinish={() => void submit()}>
        <div className="idp-grid">
          <Form.Item label={t('idp.year')} required>
            <InputNumber
              min={IDP_LIMITS.minYear}
              max={IDP_LIMITS.maxYear}
              precision={0}
              value={draft.year}
              onChange={(v) => set({ year: v ?? draft.year })}
              data-testid="idp-year"
            />
          </Form.Item>
          <Form.Item label={t('idp.name')}>
            <Typography.Text strong data-testid="idp-name">
              {idpName(draft.year)}
            </Typography.Text>
          </Form.Item>
          <Form.Item label={t('idp.startDate')} required>
            <Input
              type="date"
              value={draft.startDate}
              onChange={(e) => set({ startDate: e.target.value })}
              data-testid="idp-start"
            />
          </Form.Item>
          <Form.Item label={t('idp.endDate')} required>
            <Input
              type="date"
              value={draft.endDate}
              onChange={(e) => set({ endDate: e.target.value })}
              data-testid="idp-end"
            />
          </Form.Item>
          <Form.Item label={t('idp.supervisor')} required className="idp-span">
            <SupervisorSelect
              value={draft.supervisor}
              onChange={(supervisor) => set({ supervisor })}
            />
          </Form.Item>
        </div>
        <Form.Item label={t('idp.resources')} required>
          <ResourceEditor value={draft.resources} onChange={(resources) => set({ resources })} />
        </Form.Item>
        {error && (
          <Typography.Paragraph type="danger" data-testid="idp-form-error">
            {error}
          </Typography.Paragraph>
        )}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="idp-submit">
            {t(id ? 'idp.resubmit' : 'idp.submit')}
          </Button>
          <Button onClick={() => void navigate(-1)}>{t('idp.cancel')}</Button>
        </Space>
        <Typography.Paragraph type="secondary" className="idp-note">
          {t('idp.reviewNote')}
        </Typography.Paragraph>
      </Form>
    </Card>
  );
}
