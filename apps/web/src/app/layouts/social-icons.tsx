import type { ReactNode } from "react";

/** Simple line drawings of the social networks, so no brand assets load from another host. */
function lineDrawing(drawing: ReactNode) {
  return function SocialIcon() {
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {drawing}
      </svg>
    );
  };
}

export const FacebookIcon = lineDrawing(
  <path d="M15 4h-2a4 4 0 0 0-4 4v3H7v3h2v7h3v-7h2.5l.5-3h-3V8.5A1.5 1.5 0 0 1 13.5 7H15Z" />,
);

export const XIcon = lineDrawing(<path d="M4 4l16 16M20 4 4 20" />);

export const LinkedInIcon = lineDrawing(
  <>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5a2.5 2.5 0 0 1 5 0V17" />
  </>,
);

export const InstagramIcon = lineDrawing(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5v.01" />
  </>,
);
