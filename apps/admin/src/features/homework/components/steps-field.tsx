import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Card, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOMEWORK_LIMITS } from '@ascent/shared/homework';
import { StepFiles } from './step-files.tsx';

/**
 * The homework's steps in order (at least one, at most 20): a title, and instructions or
 * reference files. Once learners have handed in (`locked`), steps are only reworded.
 */
export function StepsField({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.List name="steps">
      {(fields, { add, remove, move }) => (
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          {fields.map((field, i) => (
            <Card
              key={field.key}
              size="small"
              title={t('homework.form.stepN', { n: i + 1 })}
              data-testid={`homework-step-${i + 1}`}
              extra={
                <Space size={0}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={i === 0}
                    aria-label={t('homework.form.moveUp')}
                    onClick={() => move(i, i - 1)}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={i === fields.length - 1}
                    aria-label={t('homework.form.moveDown')}
                    onClick={() => move(i, i + 1)}
                  />
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={locked || fields.length === 1}
                    aria-label={t('homework.form.removeStep')}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              }
            >
              <Form.Item
                name={[field.name, 'title']}
                label={t('homework.form.stepTitle')}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: t('homework.form.stepTitleRequired'),
                  },
                ]}
              >
                <Input maxLength={HOMEWORK_LIMITS.stepTitle} showCount />
              </Form.Item>
              <Form.Item
                name={[field.name, 'content']}
                label={t('homework.form.stepContent')}
                extra={t('homework.form.stepContentHint')}
              >
                <Input.TextArea
                  maxLength={HOMEWORK_LIMITS.stepContent}
                  showCount
                  autoSize={{ minRows: 3, maxRows: 12 }}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'files']} label={t('homework.form.stepFiles')}>
                <StepFiles testId={`homework-step-${i + 1}-file`} />
              </Form.Item>
            </Card>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={locked || fields.length >= HOMEWORK_LIMITS.steps}
            onClick={() => add({ title: '', content: '', files: [] })}
            data-testid="homework-add-step"
            block
          >
            {t('homework.form.addStep')}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
