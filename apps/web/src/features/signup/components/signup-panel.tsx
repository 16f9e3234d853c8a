import { Alert, App, Button, Card, Descriptions, Form, Popconfirm, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@ascent/client/api';
import { formatDateTime, formatTime, useTranslateRef } from '@ascent/client/i18n';
import { SIGNUP_KIND, type TSignupDetail } from '@ascent/shared/signup';
import { cancelSignup, submitSignup } from '../api/signup-api.ts';
import { SIGNUP_KEY } from '../hooks/use-signup.ts';
import { toSubmitBody, type SignupFormValues } from '../lib/signup-form.ts';
import { MaterialFields } from './material-fields.tsx';
import { RoomFields } from './room-fields.tsx';
import { PersonnelFill } from './personnel-fill.tsx';

/**
 * Signing up and cancelling: why it is not possible now (the server's reason), the kind's
 * form (kind 3 fields, kind 4 room and slot), my record (answers, reservation, rejection).
 */
export function SignupPanel({ signup: s }: { signup: TSignupDetail }) {
  const { t } = useTranslation();
  const translateRef = useTranslateRef();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<SignupFormValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: SIGNUP_KEY });

  async function submit(values: SignupFormValues) {
    setBusy(true);
    setError(null);
    try {
      const result = await submitSignup(toSubmitBody(s.id, s.fields, values));
      void message.success(
        t(result.state === 'reviewing' ? 'signup.submittedPending' : 'signup.submittedDone'),
      );
      form.resetFields();
      refresh();
    } catch (err) {
      setError(isApiError(err) ? err.message : t('signup.failed'));
      refresh();
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    setBusy(true);
    setError(null);
    try {
      await cancelSignup(s.id);
      void message.success(t('signup.cancelledDone'));
      refresh();
    } catch (err) {
      setError(isApiError(err) ? err.message : t('signup.failed'));
    } finally {
      setBusy(false);
    }
  }

  const mine = s.mineRecord;
  const holding = mine && (mine.state === 'reviewing' || mine.state === 'enrolled');
  const showForm = !s.block;
  return (
    <Card title={t('signup.action')}>
      {error && (
        <Alert
          type="error"
          showIcon
          message={error}
          className="su-alert"
          data-testid="signup-error"
        />
      )}
      {/* Holding a place already shows as my standing and record below. */}
      {s.block && s.block !== 'signup.duplicate' && (
        <Alert
          type="info"
          showIcon
          className="su-alert"
          data-testid="signup-block"
          message={translateRef(s.block)}
          action={
            s.block === 'signup.personnelIncomplete' ? (
              <PersonnelFill onDone={refresh} />
            ) : undefined
          }
        />
      )}
      {mine && (
        <Descriptions size="small" column={1} className="su-mine" data-testid="signup-mine">
          <Descriptions.Item label={t('signup.signedAt')}>
            {formatDateTime(mine.createdAt)}
          </Descriptions.Item>
          {mine.rejectReason && mine.state === 'rejected' && (
            <Descriptions.Item label={t('signup.rejectReason')}>
              {mine.rejectReason}
            </Descriptions.Item>
          )}
          {mine.state === 'reviewing' && mine.auditId && (
            <Descriptions.Item label={t('signup.approval')}>
              <Link to="/audit">{t('signup.openAudit')}</Link>
            </Descriptions.Item>
          )}
          {s.kind === SIGNUP_KIND.material &&
            s.fields.map((f) => (
              <Descriptions.Item key={f.key} label={f.label}>
                {mine.values[f.key] || '—'}
              </Descriptions.Item>
            ))}
          {mine.reservation && (
            <Descriptions.Item label={t('signup.reservation')}>
              {t('signup.reservationText', {
                room: mine.reservation.roomName,
                place: mine.reservation.place,
                from: formatDateTime(mine.reservation.startAt),
                to: formatTime(mine.reservation.endAt),
                count: mine.reservation.attendees,
              })}
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
      {showForm && (
        <Form
          form={form}
          layout="vertical"
          className="su-form"
          onFinish={(v) => void submit(v)}
          disabled={busy}
        >
          {s.kind === SIGNUP_KIND.material && <MaterialFields fields={s.fields} />}
          {s.kind === SIGNUP_KIND.classroom && <RoomFields signupId={s.id} rooms={s.rooms} />}
          <Button type="primary" htmlType="submit" loading={busy} data-testid="signup-submit">
            {t(s.kind === SIGNUP_KIND.classroom ? 'signup.reserve' : 'signup.submit')}
          </Button>
        </Form>
      )}
      {holding && (
        <Space className="su-cancel">
          {s.canCancel ? (
            <Popconfirm title={t('signup.cancelConfirm')} onConfirm={() => void cancel()}>
              <Button danger loading={busy} data-testid="signup-cancel">
                {t('signup.cancel')}
              </Button>
            </Popconfirm>
          ) : (
            <Alert type="warning" showIcon message={t('signup.cannotCancel')} />
          )}
        </Space>
      )}
    </Card>
  );
}
