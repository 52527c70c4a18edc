import type { PromoBenefitId } from './promo-schema'

/** Decorative: each card's heading already says what the benefit is. */
export function BenefitIcon({ id }: { id: PromoBenefitId }) {
  return (
    <svg className="promo-benefit__icon" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="14" fill="currentColor" opacity="0.12" />
      {id === 'no-watermark' && (
        <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <rect x="11" y="14" width="26" height="20" rx="3" />
          <path d="M19 20l10 8M29 20l-10 8" />
          <path d="M8 40L40 8" />
        </g>
      )}
      {id === 'premium-effects' && (
        <g fill="currentColor">
          <path d="M21 9l2.6 7.4L31 19l-7.4 2.6L21 29l-2.6-7.4L11 19l7.4-2.6z" />
          <path d="M33 26l1.6 4.4L39 32l-4.4 1.6L33 38l-1.6-4.4L27 32l4.4-1.6z" />
          <circle cx="13" cy="35" r="2.5" />
        </g>
      )}
      {id === 'cloud-backup' && (
        <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="M15 34h-1a7 7 0 0 1-.6-14 10 10 0 0 1 19.4-2A8 8 0 0 1 34 34h-1" />
          <path d="M24 38V24M18.5 29.5L24 24l5.5 5.5" />
        </g>
      )}
    </svg>
  )
}
