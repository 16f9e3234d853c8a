import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AttendanceState, InPersonTimeState } from '@ascent/shared/in-person';

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
      {t(`inPerson.state.${state}`)}
    </Tag>
  );
}

export function TimeTag({ state }: { state: InPersonTimeState }) {
  const { t } = useTranslation();
  return (
    <Tag color={state === 'inProgress' ? 'blue' : 'default'}>{t(`inPerson.time.${state}`)}</Tag>
  );
}
