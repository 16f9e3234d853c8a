import { App, Form, Input, InputNumber, Modal, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale, zodFormRule } from '@ascent/client/i18n';
import { FormError, useServerError } from '@ascent/client/ui';
import {
  EARNING_CATALOGUE,
  EARNING_LIMITS,
  ZEarningRuleSave,
  type TAdminEarningRule,
  type TEarningRuleSave,
} from '@ascent/shared/earning';
import { useSaveEarningRule } from '../hooks/use-earning-rules.ts';

type Values = Omit<TEarningRuleSave, 'action' | 'kind'> & { fromItem: boolean };

/** A rule's number (an amount, a limit, a bonus): 0 to the limit, two decimals. */
function AmountInput({
  testId,
  ...field
}: {
  testId: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}) {
  return (
    <InputNumber
      {...field}
      min={0}
      max={EARNING_LIMITS.amount}
      precision={2}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}

/** Edits one rule: its amount (or the item's own), cycle, daily limit, bonus, remark, state. */
export function EarningRuleDialog({
  rule,
  onClose,
}: {
  rule: TAdminEarningRule | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveEarningRule();
  const submission = useServerError();
  const fromItem = Form.useWatch('fromItem', form);
  const cycle = Form.useWatch('cycle', form);
  const spec = rule ? EARNING_CATALOGUE[rule.action] : null;
  const mayFromItem = !!rule && !!spec?.fromItem.includes(rule.kind);
  const streaks = cycle === 'daily' || cycle === 'weekly';
  const check = (field: keyof TEarningRuleSave) => zodFormRule(ZEarningRuleSave, field, locale);

  const submit = async () => {
    if (!rule) return;
    const { fromItem: own, ...v } = await form.validateFields();
    await submission.guard(async () => {
      await save.mutateAsync({
        ...v,
        action: rule.action,
        kind: rule.kind,
        amount: own ? null : v.amount,
        dailyLimit: v.dailyLimit ?? null,
        bonus: streaks ? (v.bonus ?? 0) : 0,
        remark: v.remark ?? '',
      });
      void message.success(t('earning.rules.saved'));
      onClose();
    });
  };

  return (
    <Modal
      open={rule !== null}
      title={
        rule ? `${t(`earning.actions.${rule.action}`)} · ${t(`earning.kinds.${rule.kind}`)}` : ''
      }
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('earning.rules.save')}
      okButtonProps={{ loading: submission.pending, 'data-testid': 'earning-rule-save' }}
      destroyOnHidden
    >
      {rule ? (
        <Form<Values>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            ...rule,
            fromItem: rule.amount === null,
            amount: rule.amount ?? undefined,
          }}
          data-testid="earning-rule-form"
        >
          {mayFromItem ? (
            <Form.Item name="fromItem" label={t('earning.rules.amount')}>
              <Radio.Group
                options={[
                  { value: true, label: t('earning.rules.fromItem') },
                  { value: false, label: t('earning.rules.fixed') },
                ]}
              />
            </Form.Item>
          ) : null}
          {mayFromItem && fromItem ? null : (
            <Form.Item
              name="amount"
              label={mayFromItem ? t('earning.rules.fixedAmount') : t('earning.rules.amount')}
              required
              rules={[check('amount')]}
            >
              <AmountInput testId="earning-rule-amount" />
            </Form.Item>
          )}
          <Form.Item name="cycle" label={t('earning.rules.cycle')} rules={[check('cycle')]}>
            <Select
              options={spec!.cycles.map((c) => ({ value: c, label: t(`earning.cycles.${c}`) }))}
              data-testid="earning-rule-cycle"
            />
          </Form.Item>
          <Form.Item
            name="dailyLimit"
            label={t('earning.rules.dailyLimit')}
            extra={t('earning.rules.dailyLimitHint')}
            rules={[check('dailyLimit')]}
          >
            <AmountInput testId="earning-rule-limit" />
          </Form.Item>
          {streaks ? (
            <Form.Item
              name="bonus"
              label={t('earning.rules.bonus')}
              extra={t('earning.rules.bonusHint')}
              rules={[check('bonus')]}
            >
              <AmountInput testId="earning-rule-bonus" />
            </Form.Item>
          ) : null}
          <Form.Item name="remark" label={t('earning.rules.remark')} rules={[check('remark')]}>
            <Input.TextArea
              maxLength={EARNING_LIMITS.remark}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
              data-testid="earning-rule-remark"
            />
          </Form.Item>
          <Form.Item name="enabled" label={t('earning.rules.state')} valuePropName="checked">
            <Switch
              checkedChildren={t('earning.rules.on')}
              unCheckedChildren={t('earning.rules.off')}
              data-testid="earning-rule-enabled"
            />
          </Form.Item>
        </Form>
      ) : null}
      <FormError message={submission.message} />
    </Modal>
  );
}
