import { Col, Form, Input, InputNumber, Radio, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { EXAM_LIMITS, SCORE_KEPT, VISIBILITY_WHEN } from '@ascent/shared/exam';
import { badIpLine } from '../lib/exam-form.ts';

/** The exam's rules (spec s.5): attempts, score kept, hand-in, password, IP, signature, screen. */
export function ExamRuleFields() {
  const { t } = useTranslation();
  const half = { xs: 24, md: 12 };
  return (
    <>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="attemptsAllowed"
            label={t('exams.field.attemptsAllowed')}
            extra={t('exams.hint.attemptsAllowed')}
          >
            <InputNumber min={0} max={EXAM_LIMITS.attempts} precision={0} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="scoreKept" label={t('exams.field.scoreKept')}>
            <Radio.Group
              options={SCORE_KEPT.map((k) => ({ value: k, label: t(`exams.scoreKept.${k}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="minMinutesBeforeSubmit"
            label={t('exams.field.minMinutes')}
            extra={t('exams.hint.minMinutes')}
          >
            <InputNumber min={0} max={EXAM_LIMITS.durationMinutes} precision={0} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="screenSwitchLimit"
            label={t('exams.field.screenSwitchLimit')}
            extra={t('exams.hint.screenSwitchLimit')}
          >
            <InputNumber min={0} max={EXAM_LIMITS.screenSwitches} precision={0} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="password"
            label={t('exams.field.password')}
            extra={t('exams.hint.password')}
            rules={[{ max: EXAM_LIMITS.password }]}
          >
            <Input maxLength={EXAM_LIMITS.password} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="ipRanges"
            label={t('exams.field.ipRanges')}
            extra={t('exams.hint.ipRanges')}
            rules={[
              {
                validator: async (_, v: string | undefined) => {
                  const bad = badIpLine(v ?? '');
                  if (bad) throw new Error(t('exams.error.ipRange', { range: bad }));
                },
              },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} placeholder="10.0.0.0/8" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        {(['signatureRequired', 'fullScreen', 'faceMatch'] as const).map((name) => (
          <Col key={name} xs={24} md={8}>
            <Form.Item
              name={name}
              label={t(`exams.field.${name}`)}
              valuePropName="checked"
              extra={name === 'faceMatch' ? t('exams.hint.faceMatch') : undefined}
            >
              <Switch aria-label={t(`exams.field.${name}`)} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        {(['resultVisibility', 'answerVisibility'] as const).map((name) => (
          <Col key={name} {...half}>
            <Form.Item name={name} label={t(`exams.field.${name}`)}>
              <Radio.Group
                options={VISIBILITY_WHEN.map((w) => ({
                  value: w,
                  label: t(`exams.visibilityWhen.${w}`),
                }))}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
