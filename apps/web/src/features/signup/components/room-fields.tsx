import { DatePicker, Form, InputNumber, Input, Select, Tag, TimePicker, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TRoom } from '@ascent/shared/signup';
import { useRoomSlots } from '../hooks/use-signup.ts';
import { formatTime } from '@ascent/client/i18n';

/**
 * A kind-4 reservation: the room, the day, the time slot (start and end), attendees and
 * purpose, with the room's booked slots of that day shown beside it.
 */
export function RoomFields({ signupId, rooms }: { signupId: number; rooms: TRoom[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const roomId = Form.useWatch<number | undefined>(['reservation', 'roomId'], form) ?? null;
  const day = Form.useWatch<Dayjs | undefined>(['reservation', 'day'], form);
  const range = day
    ? { from: day.startOf('day').toISOString(), to: day.endOf('day').toISOString() }
    : null;
  const slots = useRoomSlots(signupId, roomId, range);
  const room = rooms.find((r) => r.id === roomId);
  return (
    <>
      <Form.Item
        name={['reservation', 'roomId']}
        label={t('signup.room')}
        rules={[{ required: true, message: t('signup.roomRequired') }]}
      >
        <Select
          data-testid="signup-room"
          options={rooms.map((r) => ({
            value: r.id,
            label: t('signup.roomOption', { name: r.name, place: r.place, capacity: r.capacity }),
          }))}
        />
      </Form.Item>
      <Form.Item
        name={['reservation', 'day']}
        label={t('signup.day')}
        rules={[{ required: true, message: t('signup.dayRequired') }]}
      >
        <DatePicker className="su-wide" />
      </Form.Item>
      {roomId && day && (
        <div className="su-slots" data-testid="signup-booked">
          <Typography.Text type="secondary">{t('signup.booked')}</Typography.Text>{' '}
          {slots.data?.length ? (
            slots.data.map((s) => (
              <Tag key={s.startAt} color="orange">
                {formatTime(s.startAt)} – {formatTime(s.endAt)}
              </Tag>
            ))
          ) : (
            <Typography.Text>{t('signup.noneBooked')}</Typography.Text>
          )}
        </div>
      )}
      <Form.Item
        name={['reservation', 'time']}
        label={t('signup.slot')}
        rules={[{ required: true, message: t('signup.slotRequired') }]}
      >
        <TimePicker.RangePicker format="HH:mm" minuteStep={15} className="su-wide" />
      </Form.Item>
      <Form.Item name={['reservation', 'attendees']} label={t('signup.attendees')} initialValue={1}>
        <InputNumber min={1} max={room?.capacity ?? 10000} precision={0} className="su-wide" />
      </Form.Item>
      <Form.Item name={['reservation', 'purpose']} label={t('signup.purpose')}>
        <Input maxLength={200} />
      </Form.Item>
    </>
  );
}
