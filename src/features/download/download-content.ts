import { z } from 'zod'

const text = z.string().trim().min(1)
const storeKey = z.enum(['ios', 'android'])

const storeCopy = z.object({ device: text, requirement: text })

/** `content/<locale>/getkinemo.json` */
export const downloadContentSchema = z.object({
  hero: z.object({ title: text, lead: text }),
  stores: z.object({ ios: storeCopy, android: storeCopy }),
  qr: z.object({ title: text, body: text }),
  requirements: z.object({
    heading: text,
    platforms: z
      .array(z.object({ store: storeKey, title: text, items: z.array(text).min(1) }))
      .length(2)
      .refine((list) => new Set(list.map((p) => p.store)).size === 2, 'list iOS and Android once each'),
  }),
  whatsNew: z.object({
    heading: text,
    version: z.string().regex(/^\d+\.\d+(\.\d+)?$/, 'a version such as 5.2'),
    /** Release date, formatted per locale with Intl at render time. */
    date: z.iso.date(),
    items: z.array(text).min(1),
  }),
  plans: z.object({
    heading: text,
    free: z.object({ name: text, price: text, items: z.array(text).min(1) }),
    pro: z.object({ name: text, price: text, items: z.array(text).min(1) }),
  }),
})

export type DownloadContent = z.infer<typeof downloadContentSchema>
