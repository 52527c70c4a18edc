/**
 * The prerender crawl validates each page's JSON-LD against this. Imports nothing but zod, so the
 * Playwright specs can load it directly.
 */
import { z } from 'zod'

const absoluteUrl = z.url({ protocol: /^https?$/ })
const reference = z.object({ '@id': absoluteUrl }).strict()

export const organizationSchema = z.object({
  '@type': z.literal('Organization'),
  '@id': absoluteUrl,
  name: z.string().min(1),
  url: absoluteUrl,
  logo: z.object({
    '@type': z.literal('ImageObject'),
    url: absoluteUrl,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  sameAs: z.array(absoluteUrl).min(1),
})

export const webSiteSchema = z.object({
  '@type': z.literal('WebSite'),
  '@id': absoluteUrl,
  url: absoluteUrl,
  name: z.string().min(1),
  description: z.string().min(1),
  inLanguage: z.string().min(2),
  publisher: reference,
})

export const mobileApplicationSchema = z.object({
  '@type': z.literal('MobileApplication'),
  '@id': absoluteUrl,
  name: z.string().min(1),
  description: z.string().min(1),
  inLanguage: z.string().min(2),
  url: absoluteUrl,
  image: absoluteUrl,
  operatingSystem: z.string().min(1),
  applicationCategory: z.string().min(1),
  downloadUrl: z.array(absoluteUrl).min(1),
  offers: z.object({
    '@type': z.literal('Offer'),
    price: z.string().regex(/^\d+(\.\d+)?$/),
    priceCurrency: z.string().regex(/^[A-Z]{3}$/),
  }),
  publisher: reference,
})

export const structuredDataSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@graph': z.tuple([organizationSchema, webSiteSchema, mobileApplicationSchema]),
})

export type StructuredData = z.infer<typeof structuredDataSchema>
