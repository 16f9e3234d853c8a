import { Carousel } from 'antd';
import { useNavigate } from 'react-router';
import type { TBanner } from '@ascent/shared/home';
import { bannerTarget } from '../lib/home-links.ts';

/** The home carousel; a banner with a link opens it. */
export function BannerCarousel({ banners }: { banners: TBanner[] }) {
  const navigate = useNavigate();
  if (!banners.length) return null;
  const open = (b: TBanner) => {
    const target = bannerTarget(b.linkUrl);
    if (!target) return;
    if ('internal' in target) void navigate(target.internal);
    else window.open(target.external, '_blank', 'noopener');
  };
  return (
    <section className="sh-banners" aria-roledescription="carousel">
      <Carousel autoplay autoplaySpeed={5000} dots>
        {banners.map((b) => (
          <div key={b.id}>
            <button
              type="button"
              className="sh-banner"
              onClick={() => open(b)}
              aria-label={b.title}
              style={{ cursor: b.linkUrl ? 'pointer' : 'default' }}
            >
              <img src={b.imageUrl} alt={b.title} />
              <span className="sh-banner__title">{b.title}</span>
            </button>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
