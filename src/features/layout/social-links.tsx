import { useLingui } from '@lingui/react/macro'
import { SITE } from '@/config/site'

const ICONS = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V9c0-.6.4-1 1-1z',
  instagram:
    'M12 7.5A4.5 4.5 0 1 0 12 16.5 4.5 4.5 0 0 0 12 7.5zm0 7.4a2.9 2.9 0 1 1 0-5.8 2.9 2.9 0 0 1 0 5.8zM17.3 5.6a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 3c-2.4 0-2.7 0-3.7.1-3.3.1-5 1.8-5.1 5.1C3 9.3 3 9.6 3 12s0 2.7.1 3.7c.1 3.3 1.8 5 5.1 5.1 1 .1 1.3.1 3.8.1s2.7 0 3.7-.1c3.3-.1 5-1.8 5.1-5.1.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c-.1-3.3-1.8-5-5.1-5.1C14.7 3 14.4 3 12 3z',
  twitter: 'M17.7 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.2L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.3 4.7H5.5z',
  youtube:
    'M22 8.2a3 3 0 0 0-2-2.1C18.2 5.6 12 5.6 12 5.6s-6.2 0-8 .5a3 3 0 0 0-2 2.1C1.5 10 1.5 12 1.5 12s0 2 .5 3.8a3 3 0 0 0 2 2.1c1.8.5 8 .5 8 .5s6.2 0 8-.5a3 3 0 0 0 2-2.1c.5-1.8.5-3.8.5-3.8s0-2-.5-3.8zM10 15.3V8.7l5.2 3.3z',
} as const

/** Links to Kinemo's profiles; each has an accessible name, the icon is decorative. */
export function SocialLinks() {
  const { t } = useLingui()
  const links = [
    { key: 'facebook', href: SITE.social.facebook, label: t({ message: `${SITE.name} on Facebook`, comment: 'Accessible name of the Facebook icon link' }) },
    { key: 'instagram', href: SITE.social.instagram, label: t({ message: `${SITE.name} on Instagram`, comment: 'Accessible name of the Instagram icon link' }) },
    { key: 'twitter', href: SITE.social.twitter, label: t({ message: `${SITE.name} on X (Twitter)`, comment: 'Accessible name of the X/Twitter icon link' }) },
    { key: 'youtube', href: SITE.social.youtube, label: t({ message: `${SITE.name} on YouTube`, comment: 'Accessible name of the YouTube icon link' }) },
  ] as const
  return (
    <ul className="social-links">
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.href} rel="noopener me" target="_blank" aria-label={link.label} title={link.label}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={ICONS[link.key]} fill="currentColor" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  )
}
