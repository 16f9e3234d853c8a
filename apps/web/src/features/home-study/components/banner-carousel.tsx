import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TBanner } from '@ascent/shared/home';
import { slideAt, wrapSlide } from '../lib/carousel.ts';
import { bannerTarget } from '../lib/home-links.ts';

const ADVANCE_MS = 6000;
/** The banner art's size (public/covers/banner-*.svg, 10:3): the box keeps it while it loads. */
const ART = { width: 1200, height: 360 };

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home carousel: a scroll-snapped row of banners (swipe, scroll or the buttons and dots),
 * moving on by itself every few seconds unless the pointer or the focus is on it or the
 * learner asked for reduced motion. A banner with a link opens it.
 */
export function BannerCarousel({ banners }: { banners: TBanner[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** The slide a button, a dot or the timer is scrolling to: the dots show it at once. */
  const aiming = useRef<number | null>(null);
  const count = banners.length;

  const goTo = useCallback(
    (index: number) => {
      const el = track.current;
      if (!el) return;
      const to = wrapSlide(index, count);
      const rtl = getComputedStyle(el).direction === 'rtl';
      aiming.current = to;
      el.scrollTo({
        left: (rtl ? -1 : 1) * to * el.clientWidth,
        behavior: reducedMotion() ? 'auto' : 'smooth',
      });
      setCurrent(to);
    },
    [count],
  );

  useEffect(() => {
    if (count < 2 || hovered || focused || reducedMotion()) return;
    const timer = window.setInterval(() => goTo(current + 1), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [count, hovered, focused, current, goTo]);

  if (!count) return null;
  const open = (b: TBanner) => {
    const target = bannerTarget(b.linkUrl);
    if (!target) return;
    if ('internal' in target) void navigate(target.internal);
    else window.open(target.external, '_blank', 'noopener');
  };
  // A swipe or a scroll moves the dots with the slides; the slides a smooth scroll passes on
  // its way to a chosen one do not (the dots would run through them, and a quick second press
  // would start from one of them).
  const onScroll = () => {
    const el = track.current;
    if (!el) return;
    const at = slideAt(el.scrollLeft, el.clientWidth, count);
    if (aiming.current === null) setCurrent(at);
    else if (at === aiming.current && Math.abs(el.scrollLeft) % el.clientWidth < 1)
      aiming.current = null;
  };
  const onScrollEnd = () => {
    const el = track.current;
    if (!el) return;
    aiming.current = null;
    setCurrent(slideAt(el.scrollLeft, el.clientWidth, count));
  };

  return (
    <section
      className="sh-banners"
      aria-roledescription={t('homeStudy.carousel')}
      aria-label={t('homeStudy.banners')}
      data-testid="home-banners"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="sh-banners__track" ref={track} onScroll={onScroll} onScrollEnd={onScrollEnd}>
        {banners.map((b, i) => {
          const art = (
            <>
              <img
                src={b.imageUrl}
                alt=""
                width={ART.width}
                height={ART.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
              <span className="sh-banner__title">{b.title}</span>
            </>
          );
          return (
            <div
              key={b.id}
              className="sh-banners__slide"
              role="group"
              aria-roledescription={t('homeStudy.slide')}
              aria-label={t('homeStudy.slideOf', { n: i + 1, count })}
              data-testid="home-banner"
            >
              {b.linkUrl ? (
                <button
                  type="button"
                  className="sh-banner sh-banner--link"
                  onClick={() => open(b)}
                  tabIndex={i === current ? 0 : -1}
                >
                  {art}
                </button>
              ) : (
                <div className="sh-banner">{art}</div>
              )}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="sh-banners__arrow sh-banners__arrow--prev"
            aria-label={t('homeStudy.previousSlide')}
            onClick={() => goTo(current - 1)}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true">
              <path d="M10 3L5 8l5 5" />
            </svg>
          </button>
          <button
            type="button"
            className="sh-banners__arrow sh-banners__arrow--next"
            aria-label={t('homeStudy.nextSlide')}
            onClick={() => goTo(current + 1)}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true">
              <path d="M6 3l5 5-5 5" />
            </svg>
          </button>
          <div className="sh-banners__dots">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className="sh-banners__dot"
                aria-label={t('homeStudy.slideOf', { n: i + 1, count })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
