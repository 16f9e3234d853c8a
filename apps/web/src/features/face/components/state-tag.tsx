import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AttendanceState, FaceTimeState } from '@ascent/shared/face';

const COLOURS: Record<AttendanceState, string> = {
  notSignedIn: 'default',
  signedIn: 'blue',
  late: 'orange',
  signedOut: 'cyan',
  leftEarly: 'volcano',
  attended: 'green',
  absent: 'red',
  leave: 'purple',
};

export function AttendanceTag({ state }: { state: AttendanceState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[state]} data-state={state}>
      {t(`face.state.${state}`)}
    </Tag>
  );
}

export function TimeTag({ state }: { state: FaceTimeState }) {
  const { t } = useTranslation();
  return <Tag color={state === 'inProgress' ? 'blue' : 'default'}>{t(`face.time.${state}`)}</Tag>;
}
