import { useTranslation } from 'react-i18next';
import { ShareIcon } from '@ascent/client/ui';
import { services } from '../../../app/services.ts';
import { shareUrl } from '../lib/interaction-keys.ts';
import '../interaction.css';

/** Copies the detail page's link (the current address) to the clipboard. */
export function ShareButton(_props: { itemType: number; itemId: number }) {
  const { t } = useTranslation();
  const copy = async () => {
    const url = shareUrl();
    try {
      await navigator.clipboard.writeText(url);
      services.notifier.success(t('interaction.linkCopied'));
    } catch {
      // No clipboard (insecure context): show the link to copy by hand.
      services.notifier.info(url);
    }
  };
  return (
    <button type="button" className="plain-button interaction-button" onClick={() => void copy()}>
      <ShareIcon className="interaction-button__icon" />
      {t('interaction.share')}
    </button>
  );
}
