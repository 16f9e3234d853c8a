import { useTranslation } from 'react-i18next';

/** A refusal (the server's message, in the person's language) and the ways on. */
export function InstallFailure({ message, again = false }: { message: string; again?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="install__failure">
      <div className="plain-notice plain-notice--error" role="alert" data-testid="install-error">
        {message}
      </div>
      {again ? (
        <a
          href="/install/wxwork"
          className="plain-button plain-button--primary plain-button--block plain-button--large"
          data-testid="install-again"
        >
          {t('install.again')}
        </a>
      ) : null}
    </div>
  );
}
