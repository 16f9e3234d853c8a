import { LockOutlined, RightOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TProgrammeItemView } from '@ascent/shared/programme';
import { useOpenItem } from '../hooks/use-programme.ts';
import { ItemKindIcon } from './item-kind-icon.tsx';
import { ProgressStateTag } from './state-tags.tsx';

/**
 * One item of a stage: its kind, title, compulsory or elective, the learner's state (score
 * and pass where they exist). Opening it goes through the programme's open-item call (which
 * records knowledge and news as done) and then to the item's own page.
 */
export function ProgrammeItemRow({
  programmeId,
  item,
  canOpen,
}: {
  programmeId: number;
  item: TProgrammeItemView;
  /** False when the learner is not a member (nothing opens). */
  canOpen: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenItem(programmeId);
  const disabled = item.locked || !canOpen || open.isPending;
  const onOpen = () => {
    if (disabled) return;
    open.mutate(item.id, {
      onSuccess: (res) => {
        const to = res.url || item.url;
        if (to) void navigate(to);
      },
    });
  };
  return (
    <li
      className={`prog-item${item.locked ? ' prog-item--locked' : ''}`}
      data-testid="programme-item"
      data-kind={item.kind}
      data-state={item.state}
      data-locked={String(item.locked)}
    >
      <button
        type="button"
        className="prog-item__open"
        onClick={onOpen}
        disabled={disabled}
        aria-label={item.title}
      >
        <span className="prog-item__icon">
          {item.locked ? <LockOutlined /> : <ItemKindIcon kind={item.kind} />}
        </span>
        <span className="prog-item__body">
          <Typography.Text className="prog-item__title" ellipsis={{ tooltip: item.title }}>
            {item.title}
          </Typography.Text>
          <span className="prog-item__meta">
            <Tag bordered={false}>{t(`programme.kind.${item.kind}`)}</Tag>
            <Tag bordered={false} color={item.compulsory ? 'orange' : 'default'}>
              {t(item.compulsory ? 'programme.item.compulsory' : 'programme.item.elective')}
            </Tag>
            <ProgressStateTag state={item.state} />
            {item.score !== null && (
              <Typography.Text type="secondary">
                {t('programme.item.score', { score: item.score })}
              </Typography.Text>
            )}
            {item.passed !== null && item.state === 'completed' && (
              <Tag color={item.passed ? 'green' : 'red'}>
                {t(item.passed ? 'programme.item.passed' : 'programme.item.failed')}
              </Tag>
            )}
            {item.locked && (
              <Typography.Text type="secondary">{t('programme.item.locked')}</Typography.Text>
            )}
          </span>
        </span>
        {!disabled && <RightOutlined className="prog-item__go" aria-hidden />}
      </button>
    </li>
  );
}
