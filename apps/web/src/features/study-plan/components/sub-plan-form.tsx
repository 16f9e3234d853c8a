import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IDP_PICKED_KINDS, type IdpPickedKind, type TIdpOption } from '@ascent/shared/idp';
import {
  STUDY_PLAN_LIMITS,
  ZSubPlanSubmit,
  planFieldError,
  type PlanItemKind,
  type TPlanField,
  type TStudyPlanDetail,
  type TSubPlan,
} from '@ascent/shared/study-plan';
import { useTranslateRef } from '@ascent/client/i18n';
import { searchPlanItems, submitSubPlan } from '../api/study-plan-api.ts';

interface DraftItem {
  kind: PlanItemKind;
  itemId: number;
  title: string;
  note: string;
}

/** A manager fills the plan's fields and lists the department's trainings, then submits. */
export function SubPlanForm({
  fields,
  sub,
  onDone,
}: {
  fields: TPlanField[];
  sub: TSubPlan;
  onDone: (d: TStudyPlanDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const translateRef = useTranslateRef();
  const [values, setValues] = useState<Record<string, string>>(sub.values);
  const [items, setItems] = useState<DraftItem[]>(
    sub.items.map((i) => ({ kind: i.kind, itemId: i.itemId, title: i.title, note: i.note })),
  );
  const [kind, setKind] = useState<IdpPickedKind>('course');
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<TIdpOption[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      searchPlanItems(kind, keyword.trim().slice(0, 20))
        .then((found) => live && setOptions(found))
        .catch(() => live && setOptions([]));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [kind, keyword]);

  const submit = async () => {
    const wrong = fields.find((f) => planFieldError(f, values[f.key]));
    if (wrong)
      return void message.error(
        translateRef(`studyplan.fieldInvalid|${JSON.stringify({ name: wrong.name })}`),
      );
    const body = {
      subPlanId: sub.id,
      values: Object.fromEntries(fields.map((f) => [f.key, values[f.key] ?? ''])),
      items: items.map((i) => ({ kind: i.kind, itemId: i.itemId, note: i.note })),
    };
    const checked = ZSubPlanSubmit.safeParse(body);
    if (!checked.success) return void message.error(translateRef(checked.error.issues[0]!.message));
    setBusy(true);
    try {
      onDone(await submitSubPlan(body));
      void message.success(t('studyPlan.submittedDone'));
    } catch {
      // The client shows the server's refusal.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void submit()} data-testid="subplan-form">
      {fields.map((f) => (
        <Form.Item key={f.key} label={f.name} required={f.required}>
          <Input
            type={f.type === 'date' ? 'date' : f.type === 'number' ? 'number' : 'text'}
            value={values[f.key] ?? ''}
            maxLength={STUDY_PLAN_LIMITS.fieldValue}
            onChange={(e) => setValues({ ...values, [f.key]: e.target.value })}
            data-testid={`subplan-field-${f.key}`}
          />
        </Form.Item>
      ))}
      <Form.Item label={t('studyPlan.trainings')} required>
        <div className="sp-items">
          {items.map((i, idx) => (
            <div key={`${i.kind}:${i.itemId}`} className="sp-item-row" data-testid="subplan-item">
              <Typography.Text type="secondary">{t(`studyPlan.kind.${i.kind}`)}</Typography.Text>
              <Typography.Text strong className="sp-item-title">
                {i.title || t('studyPlan.unavailable')}
              </Typography.Text>
              <Input
                className="sp-item-note"
                value={i.note}
                maxLength={STUDY_PLAN_LIMITS.itemNote}
                placeholder={t('studyPlan.note')}
                onChange={(e) =>
                  setItems(items.map((x, j) => (j === idx ? { ...x, note: e.target.value } : x)))
                }
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('studyPlan.remove')}
                onClick={() => setItems(items.filter((_, j) => j !== idx))}
              />
            </div>
          ))}
          <div className="sp-picker">
            <Select
              value={kind}
              onChange={(k: IdpPickedKind) => setKind(k)}
              options={IDP_PICKED_KINDS.map((k) => ({ value: k, label: t(`studyPlan.kind.${k}`) }))}
              className="sp-kind"
              style={{ width: 140 }}
            />
            <Select
              className="sp-search"
              style={{ flex: 1, minWidth: 0 }}
              showSearch={{ filterOption: false, onSearch: setKeyword }}
              placeholder={t('studyPlan.addTraining')}
              value={null}
              disabled={items.length >= STUDY_PLAN_LIMITS.items}
              notFoundContent={t('studyPlan.noItems')}
              options={options
                .filter((o) => !items.some((i) => i.kind === kind && i.itemId === o.id))
                .map((o) => ({ value: o.id, label: o.title }))}
              onChange={(id: number) => {
                const o = options.find((x) => x.id === id);
                if (o) setItems([...items, { kind, itemId: o.id, title: o.title, note: '' }]);
              }}
              data-testid="subplan-item-search"
            />
          </div>
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="subplan-submit">
        {t(sub.status === 'rejected' ? 'studyPlan.resubmit' : 'studyPlan.submit')}
      </Button>
    </Form>
  );
}
