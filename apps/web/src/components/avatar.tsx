import type { CurrentUser } from "@larkspur/shared/schemas/user";

/** The customer's picture, or the default portrait (a drawn silhouette) when there is none yet. */
export function Avatar({ user, className = "size-24" }: { user: CurrentUser; className?: string }) {
  if (user.picture) {
    return <img src={user.picture} alt="" className={`${className} rounded-full object-cover`} />;
  }
  return (
    <svg viewBox="0 0 96 96" className={`${className} rounded-full`} aria-hidden="true" focusable="false">
      <rect width="96" height="96" fill="var(--color-ink-100)" />
      <circle cx="48" cy="38" r="17" fill="var(--color-ink-300)" />
      <path d="M16 92c3-19 16-30 32-30s29 11 32 30Z" fill="var(--color-ink-300)" />
    </svg>
  );
}
