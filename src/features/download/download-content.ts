// @on-demand-schemas: no first load parses these; the build gives them a zod of their own (scripts/build/vite/lazy-zod.ts).
import * as z from 'zod/mini'

const text = z.string().check(z.trim(), z.minLength(1))
const nonEmpty = z.array(text).check(z.minLength(1))
const storeKey = z.enum(['ios', 'android'])

const storeCopy = z.object({ device: text, requirement: text })

/** `content/<locale>/getkinemo.json` */
export const downloadContentSchema = z.object({
  hero: z.object({ title: text, lead: text }),
  stores: z.object({ ios: storeCopy, android: storeCopy }),
  qr: z.object({ title: text, body: text }),
  requirements: z.object({
    heading: text,
    platforms: z.array(z.object({ store: storeKey, title: text, items: nonEmpty })).check(
      z.length(2),
      z.refine((list) => new Set(list.map((p) => p.store)).size === 2, 'list iOS and Android once each'),
    ),
  }),
  whatsNew: z.object({
    heading: text,
    version: z.string().check(z.regex(/^\d+\.\d+(\.\d+)?$/, 'a version such as 5.2')),
    /** Release date; the build writes it for each locale into the payload (payload-dates.ts). */
    date: z.iso.date(),
    items: nonEmpty,
  }),
  plans: z.object({
    heading: text,
    free: z.object({ name: text, price: text, items: nonEmpty }),
    pro: z.object({ name: text, price: text, items: nonEmpty }),
  }),
})

export type DownloadContent = z.infer<typeof downloadContentSchema>
