import { ShareAltOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { shareUrl } from '../lib/interaction-keys.ts';

/** Copies the detail page's link (the current address) to the clipboard. */
export function ShareButton(_props: { itemType: number; itemId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    const url = shareUrl();
    try {
      await navigator.clipboard.writeText(url);
      void message.success(t('interaction.linkCopied'));
    } catch {
      // No clipboard (insecure context): show the link to copy by hand.
      void message.info(url, 6);
    }
  };
  return (
    <Button icon={<ShareAltOutlined />} onClick={() => void copy()}>
      {t('interaction.share')}
    </Button>
  );
}
