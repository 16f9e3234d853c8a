import { App, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_QUERY_KEY } from '@ascent/client/app';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import { FormError, useServerError } from '@ascent/client/ui';
import {
  PRACTICE_LIMITS,
  ZSimulationSave,
  type SimulationAdminRow,
  type TSimulationSave,
} from '@ascent/shared/practice';
import { saveSimulation, searchPapers } from '../api/practice-admin-api.ts';

const shape = ZSimulationSave.shape;

/** Adds or edits a mock exam paper: its name, the paper (picked from the papers), time, on/off. */
export function SimulationDialog({
  row,
  open,
  onClose,
  onSaved,
}: {
  /** The one to edit; null to add one. */
  row: SimulationAdminRow | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<TSimulationSave>();
  const submission = useServerError();
  const [keyword, setKeyword] = useState('');
  const papers = useQuery({
    queryKey: [...USER_QUERY_KEY, 'practice-admin', 'papers', keyword],
    queryFn: () => searchPapers(keyword),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const options = (papers.data?.list ?? []).map((p) => ({
    value: p.id,
    label: t('practice.simulations.paperOption', {
      name: p.name,
      score: p.totalScore,
      count: p.questionCount,
    }),
  }));
  if (row && !options.some((o) => o.value === row.paperId))
    options.unshift({ value: row.paperId, label: row.paperName || `#${row.paperId}` });

  const submit = () =>
    form.validateFields().then((values) =>
      submission.guard(async () => {
        await saveSimulation({ ...values, id: row?.id });
        void message.success(t('practice.simulations.saved'));
        onSaved();
      }),
    );

  return (
    <Modal
      open={open}
      title={t(row ? 'practice.simulations.edit' : 'practice.simulations.add')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('practice.settings.save')}
      okButtonProps={{ loading: submission.pending, 'data-testid': 'simulation-save' }}
      destroyOnHidden
    >
      <Form<TSimulationSave>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={
          row
            ? {
                name: row.name,
                paperId: row.paperId,
                durationMinutes: row.durationMinutes,
                enabled: row.enabled,
              }
            : { name: '', durationMinutes: 60, enabled: true }
        }
      >
        <Form.Item
          name="name"
          label={t('practice.simulations.name')}
          required
          rules={[zodFieldRule(shape.name, locale)]}
        >
          <Input maxLength={PRACTICE_LIMITS.simulationName} data-testid="simulation-name" />
        </Form.Item>
        <Form.Item
          name="paperId"
          label={t('practice.simulations.paper')}
          required
          rules={[zodFieldRule(shape.paperId, locale)]}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: (v) => setKeyword(v.trim()) }}
            loading={papers.isFetching}
            placeholder={t('practice.simulations.paperPlaceholder')}
            notFoundContent={t('practice.simulations.noPapers')}
            options={options}
            data-testid="simulation-paper"
          />
        </Form.Item>
        <Form.Item
          name="durationMinutes"
          label={t('practice.simulations.duration')}
          required
          rules={[zodFieldRule(shape.durationMinutes, locale)]}
        >
          <InputNumber
            min={PRACTICE_LIMITS.durationMinutes.min}
            max={PRACTICE_LIMITS.durationMinutes.max}
            precision={0}
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('practice.simulations.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
      <FormError message={submission.message} />
    </Modal>
  );
}
