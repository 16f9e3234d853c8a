import { App, Button, Checkbox, Empty, Form, InputNumber, Select } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale, zodFormRule } from '@ascent/client/i18n';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import {
  PRACTICE_LIMITS,
  PRACTICE_TYPES,
  ZPracticeStart,
  type PracticeConfig,
  type PracticeType,
} from '@ascent/shared/practice';
import { paperPath } from '../lib/practice-paths.ts';
import { useKnowledgePoints, usePracticeBanks, useStartPractice } from '../hooks/use-practice.ts';

interface SetupValues {
  mode: 'interest' | 'self';
  bankIds: number[];
  knowledgePoints: string[];
  types: PracticeType[];
  count: number;
}

/**
 * The choices of interest practice (banks and knowledge points) and self practice (banks,
 * types, how many), checked with the shared schema the server uses. With a session of the
 * mode in progress, starting restarts it (after a confirmation).
 */
export function PracticeSetupForm({
  mode,
  initial,
  hasOpen,
}: {
  mode: 'interest' | 'self';
  initial?: PracticeConfig;
  hasOpen: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [form] = Form.useForm<SetupValues>();
  const banks = usePracticeBanks();
  const bankIds = Form.useWatch('bankIds', form) ?? [];
  const points = useKnowledgePoints(mode === 'interest' ? bankIds : []);
  const start = useStartPractice();

  if (banks.isPending) return <PageSpin />;
  if (banks.isError) return <LoadFailed error={banks.error} onRetry={() => void banks.refetch()} />;
  if (!banks.data.list.length) return <Empty description={t('practice.home.noBanks')} />;
  const open = new Set(banks.data.list.map((b) => b.bankId));

  const go = async (values: SetupValues) => {
    const res = await start.mutateAsync({ ...values, mode, restart: hasOpen });
    void navigate(paperPath(res.mode, res.sessionId));
  };
  const submit = (values: SetupValues) => {
    if (!hasOpen) return void go(values).catch(() => undefined);
    modal.confirm({
      title: t('practice.action.restart'),
      content: t('practice.action.restartConfirm'),
      okText: t('practice.action.start'),
      cancelText: t('practice.action.cancel'),
      onOk: () => go(values),
    });
  };

  return (
    <Form<SetupValues>
      form={form}
      layout="vertical"
      className="practice-setup"
      initialValues={{
        mode,
        bankIds: (initial?.bankIds ?? []).filter((id) => open.has(id)),
        knowledgePoints: initial?.knowledgePoints ?? [],
        types: initial?.types ?? [],
        count: initial?.count || PRACTICE_LIMITS.defaultCount,
      }}
      onFinish={submit}
    >
      <Form.Item name="mode" hidden>
        <input />
      </Form.Item>
      <Form.Item
        name="bankIds"
        label={t('practice.setup.banks')}
        extra={mode === 'interest' ? t('practice.setup.banksInterest') : undefined}
        rules={[zodFormRule(ZPracticeStart, 'bankIds', locale)]}
        dependencies={['knowledgePoints']}
      >
        <Select
          mode="multiple"
          allowClear
          placeholder={t('practice.setup.banksPlaceholder')}
          optionFilterProp="label"
          data-testid="practice-banks"
          options={banks.data.list.map((b) => ({
            value: b.bankId,
            label: `${b.name} (${t('practice.setup.questions', { count: b.questionCount })})`,
          }))}
        />
      </Form.Item>
      {mode === 'interest' ? (
        <Form.Item
          name="knowledgePoints"
          label={t('practice.setup.points')}
          rules={[zodFormRule(ZPracticeStart, 'knowledgePoints', locale)]}
        >
          <Select
            mode="multiple"
            allowClear
            loading={points.isFetching}
            placeholder={t('practice.setup.pointsPlaceholder')}
            notFoundContent={t('practice.setup.noPoints')}
            options={(points.data ?? []).map((p) => ({ value: p, label: p }))}
          />
        </Form.Item>
      ) : (
        <Form.Item
          name="types"
          label={t('practice.setup.types')}
          extra={t('practice.setup.typesAll')}
        >
          <Checkbox.Group
            options={PRACTICE_TYPES.map((type) => ({
              value: type,
              label: t(`practice.type.${type}`),
            }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="count"
        label={t('practice.setup.count')}
        rules={[zodFormRule(ZPracticeStart, 'count', locale)]}
      >
        <InputNumber min={1} max={PRACTICE_LIMITS.count} precision={0} />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        loading={start.isPending}
        data-testid="practice-start"
      >
        {t(hasOpen ? 'practice.action.restartWith' : 'practice.action.start')}
      </Button>
    </Form>
  );
}
