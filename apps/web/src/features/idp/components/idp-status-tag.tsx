import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { IDP_STATUS_KEYS, type IdpItemState, type IdpStatus } from '@ascent/shared/idp';

const STATUS_COLOURS: Record<IdpStatus, string> = {
  1: 'gold',
  2: 'green',
  3: 'red',
  4: 'default',
};
const STATE_COLOURS: Record<IdpItemState, string> = {
  notStarted: 'default',
  inProgress: 'blue',
  completed: 'green',
};

/** A plan's approval status (spec s.3): under review, passed, rejected, withdrawn. */
export function IdpStatusTag({ status }: { status: IdpStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="idp-status" data-status={status}>
      {t(`idp.status.${IDP_STATUS_KEYS[status]}`)}
    </Tag>
  );
}

/** A resource's state for the plan's owner. */
export function IdpStateTag({ state }: { state: IdpItemState }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATE_COLOURS[state]} data-testid="idp-resource-state" data-state={state}>
      {t(`idp.state.${state}`)}
    </Tag>
  );
}
