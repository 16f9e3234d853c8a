import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TProfile } from '@ascent/shared/profile';
import { departmentLabel } from '../../mine/lib/department-label.ts';
import { MESSAGES_PATH } from '../../messages/lib/message-paths.ts';

interface WelcomeCardProps {
  profile: TProfile;
  companyName: string;
  unread: number;
}

/** The learner's picture, or the first letter of their name on the site's colour. */
function Portrait({ src, name }: { src: string; name: string }) {
  const [broken, setBroken] = useState(false);
  if (src && !broken)
    return (
      <img
        className="welcome-card__avatar"
        src={src}
        alt=""
        width={64}
        height={64}
        onError={() => setBroken(true)}
      />
    );
  return (
    <span className="welcome-card__avatar welcome-card__avatar--letter" aria-hidden="true">
      {Array.from(name.trim())[0]?.toUpperCase() ?? ''}
    </span>
  );
}

/**
 * The home page's greeting, made without the component kit: who you are, where you belong,
 * what is waiting for you.
 */
export function WelcomeCard({ profile, companyName, unread }: WelcomeCardProps) {
  const { t } = useTranslation();
  const name = profile.realName || profile.account;
  const department = departmentLabel(profile);
  return (
    <section className="welcome-card" data-testid="welcome-card" aria-labelledby="welcome-title">
      <div className="welcome-card__head">
        <Portrait src={profile.portrait} name={name} />
        <div className="welcome-card__who">
          <h1 id="welcome-title" className="welcome-card__title">
            {t('home.welcome', { name })}
          </h1>
          {companyName ? <p className="welcome-card__company">{companyName}</p> : null}
        </div>
      </div>
      <dl className="welcome-card__facts">
        <div className="welcome-card__fact">
          <dt>{t('home.department')}</dt>
          <dd>{department || t('common.none')}</dd>
        </div>
        <div className="welcome-card__fact">
          <dt>{t('home.company')}</dt>
          <dd>{companyName || t('common.none')}</dd>
        </div>
        <div className="welcome-card__fact">
          <dt>{t('home.unread')}</dt>
          <dd>
            <Link to={MESSAGES_PATH} className="plain-link" data-testid="home-unread">
              <svg className="welcome-card__mail" viewBox="0 0 16 16" aria-hidden="true">
                <rect x="1.5" y="3" width="13" height="10" rx="1.5" />
                <path d="M2 4l6 5 6-5" />
              </svg>
              {t('home.unreadCount', { count: unread })}
            </Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The greeting's place while the profile loads: the same size, so nothing moves after. */
export function WelcomeCardSkeleton() {
  return (
    <section className="welcome-card" aria-busy="true">
      <div className="welcome-card__head">
        <span className="welcome-card__avatar plain-skeleton" />
        <div className="welcome-card__who">
          <span className="plain-skeleton welcome-card__skeleton-title" />
          <span className="plain-skeleton welcome-card__skeleton-line" />
        </div>
      </div>
      <div className="welcome-card__facts welcome-card__facts--skeleton">
        {[0, 1, 2].map((i) => (
          <span key={i} className="plain-skeleton welcome-card__skeleton-line" />
        ))}
      </div>
    </section>
  );
}
