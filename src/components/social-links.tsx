import { useLingui } from '@lingui/react/macro'
import { SITE } from '@/config/site'

const ICONS = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V9c0-.6.4-1 1-1z',
  instagram:
    'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm.1 1.9a2.7 2.7 0 0 0-2.7 2.7v8.8a2.7 2.7 0 0 0 2.7 2.7h8.8a2.7 2.7 0 0 0 2.7-2.7V7.6a2.7 2.7 0 0 0-2.7-2.7zM12 7.7a4.3 4.3 0 1 1 0 8.6 4.3 4.3 0 0 1 0-8.6zm0 1.8a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zm4.9-3.6a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z',
  twitter: 'M17.7 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.2L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.3 4.7H5.5z',
  youtube:
    'M22 8.2a3 3 0 0 0-2-2.1C18.2 5.6 12 5.6 12 5.6s-6.2 0-8 .5a3 3 0 0 0-2 2.1C1.5 10 1.5 12 1.5 12s0 2 .5 3.8a3 3 0 0 0 2 2.1c1.8.5 8 .5 8 .5s6.2 0 8-.5a3 3 0 0 0 2-2.1c.5-1.8.5-3.8.5-3.8s0-2-.5-3.8zM10 15.3V8.7l5.2 3.3z',
} as const

export function SocialLinks() {
  const { t } = useLingui()
  const links = [
    {
      key: 'facebook',
      href: SITE.social.facebook,
      label: t({ message: `${SITE.name} on Facebook`, comment: 'Accessible name of the Facebook icon link' }),
    },
    {
      key: 'instagram',
      href: SITE.social.instagram,
      label: t({ message: `${SITE.name} on Instagram`, comment: 'Accessible name of the Instagram icon link' }),
    },
    {
      key: 'twitter',
      href: SITE.social.twitter,
      label: t({ message: `${SITE.name} on X (Twitter)`, comment: 'Accessible name of the X/Twitter icon link' }),
    },
    {
      key: 'youtube',
      href: SITE.social.youtube,
      label: t({ message: `${SITE.name} on YouTube`, comment: 'Accessible name of the YouTube icon link' }),
    },
  ] as const
  return (
    <ul className="social-links">
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.href} rel="noopener me" target="_blank" aria-label={link.label} title={link.label}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={ICONS[link.key]} fill="currentColor" fillRule="evenodd" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  )
}
