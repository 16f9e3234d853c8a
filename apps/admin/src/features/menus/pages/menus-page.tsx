import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@ascent/client/ui';
import type { TAdminMenu } from '@ascent/shared/config';
import {
  copyMenusToSite,
  deleteMenu,
  reorderMenus,
  resetSiteMenus,
  updateMenu,
} from '../api/menus-api.ts';
import { MenuEditDialog } from '../components/menu-edit-dialog.tsx';
import { MenuTable } from '../components/menu-table.tsx';
import { SitePicker } from '../components/site-picker.tsx';
import { useMenuCache, useMenus } from '../hooks/use-menus.ts';
import { formToUpdate, menuToForm, movedIds } from '../lib/menu-form.ts';

/**
 * /manage/menus: the learner header's entries, company-wide or per website, in order, on or
 * off, with their names per locale. The learner header reads them on every load.
 */
export function MenusPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [websiteId, setWebsiteId] = useState<number | null>(null);
  const menus = useMenus(websiteId);
  const cache = useMenuCache(websiteId);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<TAdminMenu | null>(null);
  const [open, setOpen] = useState(false);

  /** Runs a change; refusals are already shown by the API client. */
  const run = async (task: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await task();
      void message.success(t('menus.saved'));
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
      await cache.reload();
    }
  };

  const list = menus.data?.list ?? [];
  const inherits = websiteId !== null && menus.data?.own === false;

  const move = (m: TAdminMenu, by: -1 | 1) => {
    const ids = movedIds(
      list.map((x) => x.id),
      m.id,
      by,
    );
    if (ids) void run(async () => cache.set(await reorderMenus(websiteId, ids)));
  };

  return (
    <Card
      title={t('menus.title')}
      extra={
        <Space>
          <SitePicker value={websiteId} onChange={setWebsiteId} />
          {!inherits && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => {
                setEditing(null);
                setOpen(true);
              }}
              data-testid="menu-add"
            >
              {t('menus.add')}
            </Button>
          )}
        </Space>
      }
    >
      {menus.isError ? (
        <LoadFailed error={menus.error} onRetry={() => void menus.refetch()} />
      ) : inherits ? (
        <Alert
          type="info"
          showIcon
          message={t('menus.inheritsTitle')}
          description={t('menus.inheritsText')}
          action={
            <Button
              type="primary"
              loading={busy}
              onClick={() => void run(async () => cache.set(await copyMenusToSite(websiteId)))}
              data-testid="menus-copy"
            >
              {t('menus.copy')}
            </Button>
          }
        />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {websiteId !== null && (
            <Popconfirm
              title={t('menus.resetConfirm')}
              onConfirm={() => run(async () => cache.set(await resetSiteMenus(websiteId)))}
            >
              <Button danger data-testid="menus-reset">
                {t('menus.reset')}
              </Button>
            </Popconfirm>
          )}
          <MenuTable
            list={list}
            loading={menus.isPending}
            busy={busy}
            onMove={move}
            onToggle={(m, checked) =>
              void run(() => updateMenu(formToUpdate(m.id, { ...menuToForm(m), checked }), false))
            }
            onEdit={(m) => {
              setEditing(m);
              setOpen(true);
            }}
            onDelete={(m) => void run(() => deleteMenu(m.id))}
          />
        </Space>
      )}
      <MenuEditDialog
        menu={editing}
        websiteId={websiteId}
        open={open}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          void cache.reload();
        }}
      />
    </Card>
  );
}
