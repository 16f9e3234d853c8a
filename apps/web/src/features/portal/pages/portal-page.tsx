import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionState } from '@ascent/client/session';
import { LangSwitch, LoadFailed } from '@ascent/client/ui';
import { services } from '../../../app/services.ts';
import { useRegisterStatus } from '../../register/lib/register-api.ts';
import { HOME_PATH } from '../../shell/lib/menu-entries.ts';
import { usePortal } from '../lib/portal-api.ts';
import '../portal.css';

/** What the platform offers, each with its mark: the portal's three highlights. */
const HIGHLIGHTS = [
  {
    key: 'courses',
    path: 'M4 5h7a3 3 0 0 1 3 3v11a2 2 0 0 0-2-2H4zM24 5h-7a3 3 0 0 0-3 3v11a2 2 0 0 1 2-2h8z',
  },
  { key: 'exams', path: 'M7 3h10l4 4v14H7zM11 12l2.5 2.5L18 10M17 3v4h4' },
  { key: 'programmes', path: 'M4 20l6-6 4 4 8-9M16 9h6v6' },
] as const;

/** The picture: the admin's, else the product's drawing in the company's colour. */
function PortalPicture({ image, alt }: { image: string; alt: string }) {
  if (image) return <img className="portal__picture" src={image} alt={alt} />;
  return (
    <svg
      className="portal__picture portal__picture--drawn"
      viewBox="0 0 480 320"
      role="img"
      aria-label={alt}
    >
      <rect x="0" y="0" width="480" height="320" rx="24" className="portal__drawn-bg" />
      <rect x="48" y="56" width="240" height="152" rx="12" className="portal__drawn-card" />
      <rect x="72" y="84" width="120" height="14" rx="7" className="portal__drawn-line" />
      <rect x="72" y="112" width="184" height="10" rx="5" className="portal__drawn-soft" />
      <rect x="72" y="132" width="160" height="10" rx="5" className="portal__drawn-soft" />
      <rect x="72" y="164" width="88" height="24" rx="12" className="portal__drawn-line" />
      <rect x="216" y="140" width="216" height="136" rx="12" className="portal__drawn-card" />
      <circle cx="262" cy="196" r="26" className="portal__drawn-soft" />
      <path d="M250 196l9 9 17-19" className="portal__drawn-tick" />
      <rect x="304" y="180" width="104" height="12" rx="6" className="portal__drawn-line" />
      <rect x="304" y="204" width="80" height="10" rx="5" className="portal__drawn-soft" />
      <circle cx="392" cy="72" r="36" className="portal__drawn-sun" />
    </svg>
  );
}

/**
 * /portal: the company's front page for signed-out visitors: its logo and name, the heading,
 * introduction and picture the admin set (else the product's words and drawing), the way in
 * (sign in, and register when the company accepts registrations; "Enter" when signed in),
 * three highlights, and the footer lines.
 */
export function PortalPage() {
  const { t } = useTranslation();
  const { session, appI18n } = services;
  const signedIn = useSessionState(session, (s) => s.token !== '');
  const portal = usePortal();
  const registration = useRegisterStatus();

  if (portal.isError)
    return (
      <main className="login-page">
        <LoadFailed error={portal.error} onRetry={() => void portal.refetch()} />
      </main>
    );
  const p = portal.data;
  const footer = p ? [p.studyCopyright, p.icpNo, p.ncNo].filter(Boolean) : [];
  return (
    <div className="portal" data-testid="portal" aria-busy={portal.isPending}>
      <header className="portal__bar">
        <div className="portal__brand">
          {p?.logo ? <img className="portal__logo" src={p.logo} alt="" /> : null}
          <span className="portal__name" data-testid="portal-company">
            {p ? p.companyName : <span className="plain-skeleton portal__name-skeleton" />}
          </span>
        </div>
        <nav className="portal__actions">
          <LangSwitch session={session} appI18n={appI18n} compact />
          {signedIn ? (
            <Link
              className="plain-button plain-button--primary"
              to={HOME_PATH}
              data-testid="portal-enter"
            >
              {t('portal.enter')}
            </Link>
          ) : (
            <Link
              className="plain-button plain-button--primary"
              to="/login"
              data-testid="portal-sign-in"
            >
              {t('portal.signIn')}
            </Link>
          )}
        </nav>
      </header>

      <main className="portal__main">
        <section className="portal__hero">
          <div className="portal__copy">
            {p ? (
              <>
                <h1 className="portal__title" data-testid="portal-title">
                  {p.title || t('portal.defaultTitle', { company: p.companyName })}
                </h1>
                <p className="portal__intro" data-testid="portal-intro">
                  {p.intro || t('portal.defaultIntro')}
                </p>
              </>
            ) : (
              <div className="portal__copy-loading">
                <span className="plain-skeleton portal__title-skeleton" />
                <span className="plain-skeleton portal__intro-skeleton" />
              </div>
            )}
            <div className="portal__cta">
              {signedIn ? (
                <Link
                  className="plain-button plain-button--primary plain-button--large"
                  to={HOME_PATH}
                >
                  {t('portal.enter')}
                </Link>
              ) : (
                <Link
                  className="plain-button plain-button--primary plain-button--large"
                  to="/login"
                  data-testid="portal-cta-sign-in"
                >
                  {t('portal.signIn')}
                </Link>
              )}
              {!signedIn && registration.data?.open ? (
                <Link
                  className="plain-button plain-button--large"
                  to="/register"
                  data-testid="portal-register"
                >
                  {t('portal.register')}
                </Link>
              ) : null}
            </div>
          </div>
          <div className="portal__visual">
            {p ? (
              <PortalPicture image={p.image} alt={p.title || p.companyName} />
            ) : (
              <span className="plain-skeleton portal__picture" />
            )}
          </div>
        </section>

        <section className="portal__highlights" aria-label={t('portal.highlights')}>
          {HIGHLIGHTS.map((h) => (
            <article className="portal__highlight" key={h.key}>
              <svg className="portal__mark" viewBox="0 0 28 24" aria-hidden="true">
                <path d={h.path} />
              </svg>
              <h2>{t(`portal.highlight.${h.key}.title`)}</h2>
              <p>{t(`portal.highlight.${h.key}.text`)}</p>
            </article>
          ))}
        </section>
      </main>

      {footer.length ? (
        <footer className="portal__footer" data-testid="portal-footer">
          {footer.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </footer>
      ) : null}
    </div>
  );
}
