import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Switch, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@ascent/client/i18n';
import type { TAdminMenu } from '@ascent/shared/config';
import { MENU_LABEL, pickLangName } from '@ascent/shared/platform';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';

export interface MenuTableProps {
  list: TAdminMenu[];
  loading: boolean;
  busy: boolean;
  onMove: (menu: TAdminMenu, by: -1 | 1) => void;
  onToggle: (menu: TAdminMenu, checked: boolean) => void;
  onEdit: (menu: TAdminMenu) => void;
  onDelete: (menu: TAdminMenu) => void;
}

/** One scope's entries in header order: move, switch on/off, edit, delete (custom ones). */
export function MenuTable({
  list,
  loading,
  busy,
  onMove,
  onToggle,
  onEdit,
  onDelete,
}: MenuTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table<TAdminMenu>
      rowKey="id"
      data-testid="menus-table"
      loading={loading}
      dataSource={list}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: t('menus.order'),
          key: 'order',
          width: 96,
          render: (_v, m, i) => (
            <Space size={0}>
              <Button
                type="text"
                icon={<ArrowUpOutlined />}
                disabled={busy || i === 0}
                aria-label={t('menus.up')}
                onClick={() => onMove(m, -1)}
                data-testid={`menu-up-${m.menuCode}`}
              />
              <Button
                type="text"
                icon={<ArrowDownOutlined />}
                disabled={busy || i === list.length - 1}
                aria-label={t('menus.down')}
                onClick={() => onMove(m, 1)}
                data-testid={`menu-down-${m.menuCode}`}
              />
            </Space>
          ),
        },
        {
          title: t('menus.menuName'),
          key: 'name',
          render: (_v, m) => (
            <Space>
              {pickLangName(m.langNames, locale, m.menuName)}
              {m.custom && <Tag color="blue">{t('menus.custom')}</Tag>}
            </Space>
          ),
        },
        { title: t('menus.menuCode'), dataIndex: 'menuCode' },
        {
          title: t('menus.labelId'),
          dataIndex: 'labelId',
          render: (v: number) =>
            v === MENU_LABEL.none ? (
              ''
            ) : (
              <Tag color={v === MENU_LABEL.newest ? 'green' : 'red'}>{t(`menus.labels.l${v}`)}</Tag>
            ),
        },
        { title: t('menus.url'), dataIndex: 'url', ellipsis: true },
        {
          title: t('menus.checked'),
          dataIndex: 'checked',
          render: (v: boolean, m) => (
            <Switch
              checked={v}
              disabled={busy}
              aria-label={t('menus.checked')}
              onChange={(checked) => onToggle(m, checked)}
              data-testid={`menu-switch-${m.menuCode}`}
            />
          ),
        },
        {
          title: t('menus.actions'),
          ...ACTIONS_COLUMN,
          render: (_v, m) => (
            <Space>
              <Button type="link" onClick={() => onEdit(m)} data-testid={`menu-edit-${m.menuCode}`}>
                {t('menus.editAction')}
              </Button>
              {m.custom && (
                <Popconfirm title={t('menus.deleteConfirm')} onConfirm={() => onDelete(m)}>
                  <Button type="link" danger>
                    {t('menus.delete')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
