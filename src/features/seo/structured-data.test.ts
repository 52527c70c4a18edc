import { describe, expect, it } from 'vitest'
import { SITE } from '@/config/site'
import { serializeJsonLd, structuredData } from './structured-data'
import { structuredDataSchema } from './structured-data-schema'

const input = {
  origin: 'https://example.test',
  locale: 'fr',
  iso: 'fr-FR',
  siteDescription: 'Kinemo est l’éditeur vidéo de votre téléphone.',
  appDescription: 'Montage vidéo et animation.',
} as const

describe('structured data', () => {
  const data = structuredData(input)
  const [organization, website, app] = data['@graph']

  it('validates against the schema the crawl uses', () => {
    expect(structuredDataSchema.safeParse(data).success).toBe(true)
  })

  it('describes the site and the app in the page language', () => {
    expect(website.inLanguage).toBe('fr-FR')
    expect(website.url).toBe('https://example.test/fr')
    expect(website.description).toBe(input.siteDescription)
    expect(app.inLanguage).toBe('fr-FR')
    expect(app.description).toBe(input.appDescription)
    expect(app.url).toBe('https://example.test/fr/getkinemo')
  })

  it('names the company with its logo and social profiles, and the free app with both systems', () => {
    expect(organization.sameAs).toEqual(Object.values(SITE.social))
    expect(organization.logo.url).toBe('https://example.test/icon-512.png')
    expect(app.operatingSystem).toMatch(/iOS.*Android/)
    expect(app.offers).toEqual({ '@type': 'Offer', price: '0', priceCurrency: 'USD' })
    expect(website.publisher['@id']).toBe(organization['@id'])
  })

  it('serializes so that no text can close the script element', () => {
    const json = serializeJsonLd(structuredData({ ...input, siteDescription: '</script><script>alert(1)</script>' }))
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json)).toMatchObject({ '@graph': [{}, { description: '</script><script>alert(1)</script>' }, {}] })
  })
})
