import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { firstIssueRef, useTranslateRef } from '@ascent/client/i18n';
import { FormError, useServerError } from '@ascent/client/ui';
import { SIGNUP_LIMITS, ZRoomSave, type TRoom, type TRoomSave } from '@ascent/shared/signup';
import { saveRoom } from '../api/signups-api.ts';

/** Adds or edits a training room: name, place, how many it holds, whether it can be booked. */
export function RoomModal({
  room,
  onClose,
  onSaved,
}: {
  room: TRoom | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const [form] = Form.useForm<TRoomSave>();
  const server = useServerError();
  const submit = (v: TRoomSave) =>
    server.guard(async () => {
      const body = { ...v, ...(room ? { id: room.id } : {}) };
      const problem = firstIssueRef(ZRoomSave, body);
      if (problem) return tr(problem);
      await saveRoom(body);
      onSaved();
    });
  return (
    <Modal
      open
      title={t(room ? 'signups.rooms.edit' : 'signups.rooms.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={server.pending}
      okButtonProps={{ 'data-testid': 'room-save' } as Record<string, string>}
      destroyOnHidden
    >
      <Form<TRoomSave>
        form={form}
        layout="vertical"
        initialValues={room ?? { capacity: 20, enabled: true }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="name"
          label={t('signups.rooms.name')}
          rules={[{ required: true, whitespace: true, message: t('signups.rooms.nameRequired') }]}
        >
          <Input maxLength={SIGNUP_LIMITS.roomName} data-testid="room-name" />
        </Form.Item>
        <Form.Item
          name="place"
          label={t('signups.rooms.place')}
          rules={[{ required: true, whitespace: true, message: t('signups.rooms.placeRequired') }]}
        >
          <Input maxLength={SIGNUP_LIMITS.roomPlace} data-testid="room-place" />
        </Form.Item>
        <Form.Item name="capacity" label={t('signups.rooms.capacity')} rules={[{ required: true }]}>
          <InputNumber min={1} max={SIGNUP_LIMITS.roomCapacity} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label={t('signups.rooms.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <FormError message={server.message} testId="room-form-error" />
      </Form>
    </Modal>
  );
}
