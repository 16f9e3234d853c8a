import { CheckOutlined, DeleteOutlined, ReadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popconfirm, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGE_FILTERS, type MessageFilter } from '../lib/message-filter.ts';

interface MessageToolbarProps {
  filter: MessageFilter;
  onFilter: (filter: MessageFilter) => void;
  /** How many rows of the page are selected, and how many the page has. */
  selected: number;
  pageRows: number;
  onSelectAll: (all: boolean) => void;
  onRead: () => void;
  onDelete: () => void;
  onReadAll: () => void;
  busy: 'read' | 'delete' | 'readAll' | null;
  unread: number;
}

/** The inbox's filter, select-all and actions on the selection or on everything. */
export function MessageToolbar(p: MessageToolbarProps) {
  const { t } = useTranslation();
  const none = p.selected === 0;
  return (
    <Flex justify="space-between" align="center" wrap gap={12} className="msg-toolbar">
      <Flex align="center" gap={16} wrap>
        <Checkbox
          checked={p.pageRows > 0 && p.selected === p.pageRows}
          indeterminate={p.selected > 0 && p.selected < p.pageRows}
          disabled={p.pageRows === 0}
          onChange={(e) => p.onSelectAll(e.target.checked)}
          data-testid="msg-select-all"
        >
          {t('messages.selectAll')}
        </Checkbox>
        <Segmented<MessageFilter>
          value={p.filter}
          onChange={p.onFilter}
          options={MESSAGE_FILTERS.map((f) => ({ value: f, label: t(`messages.filter.${f}`) }))}
          data-testid="msg-filter"
        />
      </Flex>
      <Flex gap={8} wrap>
        <Button
          icon={<CheckOutlined />}
          disabled={none}
          loading={p.busy === 'read'}
          onClick={p.onRead}
          data-testid="msg-read"
        >
          {t('messages.markRead')}
        </Button>
        <Popconfirm
          title={t('messages.deleteConfirm', { count: p.selected })}
          okText={t('messages.delete')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true, 'data-testid': 'msg-delete-confirm' }}
          onConfirm={p.onDelete}
          disabled={none}
        >
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={none}
            loading={p.busy === 'delete'}
            data-testid="msg-delete"
          >
            {t('messages.delete')}
          </Button>
        </Popconfirm>
        <Button
          type="primary"
          icon={<ReadOutlined />}
          disabled={p.unread === 0}
          loading={p.busy === 'readAll'}
          onClick={p.onReadAll}
          data-testid="msg-read-all"
        >
          {t('messages.readAll')}
        </Button>
      </Flex>
    </Flex>
  );
}
