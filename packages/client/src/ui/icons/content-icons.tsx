/**
 * The plain icons of content pages (the course page's outline, the favourite, like and share
 * buttons, the pager, the PDF viewer): a module apart from ./plain-icons.tsx, whose icons every
 * page's header draws, so that the login page and the home do not carry these (a module is
 * kept whole in one chunk).
 */
import { icon } from './plain-icons.tsx';

export const ChevronLeftIcon = /* @__PURE__ */ icon(<path d="M15 6l-6 6 6 6" />);
export const ChevronRightIcon = /* @__PURE__ */ icon(<path d="M9 6l6 6-6 6" />);
export const LockIcon = /* @__PURE__ */ icon(
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </>,
);
export const PlayCircleIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 8.5v7l5.5-3.5z" />
  </>,
);
export const CheckCircleIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.8 2.8L16.5 9.5" />
  </>,
);
/** A star; CSS fills it (`fill: currentColor`) where it is on. */
export const StarIcon = /* @__PURE__ */ icon(
  <path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L12 16.9l-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z" />,
);
/** A thumb up; CSS fills it where it is on. */
export const ThumbUpIcon = /* @__PURE__ */ icon(
  <path d="M7 10v10H4V10zM7 10l4-7a2 2 0 0 1 2.6 2.3L13 9h5.5a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.3 20H7" />,
);
export const ShareIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
  </>,
);
export const ExternalLinkIcon = /* @__PURE__ */ icon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
