import { SITE } from '@/config/site'

/** The Kinemo mark (a play triangle in motion) and word mark. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--color-primary-fill)" />
        <path d="M12 9.5v13l10-6.5z" fill="var(--color-on-primary)" />
        <path d="M6 11h3M5 16h4M6 21h3" stroke="var(--color-accent)" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="logo__word">{SITE.name}</span>
    </span>
  )
}
