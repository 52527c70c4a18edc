import type { CreatorProfile } from './home-content'

/** "Maya Okafor" -> "MO": the first letter of the first and last names, whatever the script. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]
  const last = words.length > 1 ? words[words.length - 1] : undefined
  return [first, last]
    .map((word) => (word ? (Array.from(word)[0] ?? '') : ''))
    .join('')
    .toLocaleUpperCase()
}

export function ProfileCard({ profile }: { profile: CreatorProfile }) {
  return (
    <figure className="profile-card card">
      <svg className="profile-card__quote-mark" width="36" height="28" viewBox="0 0 36 28" aria-hidden="true" focusable="false">
        <path
          d="M0 28V17C0 7.6 5 1.8 14 0l1.6 4C10.8 5.7 8.4 9 8.2 13H15v15zm20 0V17C20 7.6 25 1.8 34 0l1.6 4c-4.8 1.7-7.2 5-7.4 9H35v15z"
          fill="currentColor"
        />
      </svg>
      <blockquote className="profile-card__quote">
        <p>{profile.quote}</p>
      </blockquote>
      <figcaption className="profile-card__person">
        <span className={`profile-card__avatar profile-card__avatar--${profile.tone}`} aria-hidden="true">
          {initials(profile.name)}
        </span>
        <span className="profile-card__who">
          <span className="profile-card__name">{profile.name}</span>
          <span className="profile-card__role">{profile.role}</span>
          <span className="profile-card__handle" dir="ltr">
            {profile.handle}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}
