// @on-demand-schemas: no first load parses these; the build gives them a zod of their own (scripts/build/vite/lazy-zod.ts).
import * as z from 'zod/mini'

const text = z.string().check(z.trim(), z.minLength(1))
const id = z.string().check(z.regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and dashes'))

/** Illustrations in public/illustrations/ that a slide can show; each is drawn for one capability. */
export const SLIDE_VISUALS = ['layers', 'keyframes', 'effects', 'text', 'audio', 'export'] as const
export type SlideVisual = (typeof SLIDE_VISUALS)[number]

/** Avatar colour schemes for creator cards (the cards draw initials, not photos). */
export const AVATAR_TONES = ['violet', 'coral', 'mint', 'amber'] as const

const slideSchema = z.object({ id, visual: z.enum(SLIDE_VISUALS), title: text, body: text })

const newsSchema = z.object({
  id,
  /** Calendar date; the build writes it for each locale into the payload (payload-dates.ts). */
  date: z.iso.date(),
  tag: text,
  title: text,
  summary: text,
})

const profileSchema = z.object({
  id,
  /** People's names and handles stay as they write them, in every locale. */
  name: text,
  handle: z.string().check(z.regex(/^@[\w.]+$/, 'a social handle such as @kinemoapp')),
  role: text,
  quote: text,
  tone: z.enum(AVATAR_TONES),
})

/** `content/<locale>/home.json` */
export const homeContentSchema = z.object({
  hero: z.object({ title: text, lead: text }),
  showcase: z.object({
    heading: text,
    intro: text,
    slides: z.array(slideSchema).check(z.minLength(2), z.maxLength(8)),
  }),
  news: z.object({ heading: text, items: z.array(newsSchema).check(z.minLength(1), z.maxLength(6)) }),
  creators: z.object({ heading: text, intro: text, profiles: z.array(profileSchema).check(z.minLength(1), z.maxLength(6)) }),
  download: z.object({ heading: text, body: text }),
  social: z.object({ heading: text, body: text }),
})

export type HomeContent = z.infer<typeof homeContentSchema>
export type Slide = HomeContent['showcase']['slides'][number]
export type NewsItem = HomeContent['news']['items'][number]
export type CreatorProfile = HomeContent['creators']['profiles'][number]
