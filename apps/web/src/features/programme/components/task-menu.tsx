import { Badge, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskMenuType, TTodoMenuEntry } from '@ascent/shared/task';
import { useKindName } from '../hooks/use-kind-name.ts';
import { menuEntryName } from '../lib/task-labels.ts';

/** The task filter menu of spec s.3 (all, project, map, new staff, ...) with its counts. */
export function TaskMenu({
  entries,
  value,
  onChange,
}: {
  entries: readonly TTodoMenuEntry[];
  value: TaskMenuType;
  onChange: (menuType: TaskMenuType) => void;
}) {
  const { t } = useTranslation();
  const kindName = useKindName();
  return (
    <Tabs
      className="task-menu"
      data-testid="task-menu"
      activeKey={value}
      onChange={(k) => onChange(k as TaskMenuType)}
      items={entries.map((e) => {
        const name = menuEntryName(e.menuType);
        return {
          key: e.menuType,
          label: (
            <span data-testid={`task-menu-${name}`}>
              {name === 'newstaff' ? kindName('newstaff') : t(`programme.taskMenu.${name}`)}{' '}
              <Badge count={e.count} showZero size="small" color="#bfbfbf" overflowCount={999} />
            </span>
          ),
        };
      })}
    />
  );
}
