import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildPayload } from './payloads.ts'
import { drawQr } from './qr-drawing.ts'

const contentDir = resolve(import.meta.dirname, '../../content')
const site = { siteUrl: 'https://kinemo.app' }

describe('the built payloads', () => {
  it('carry the dates of the promo in the page locale, also where the content is shared', () => {
    const promo = buildPayload(contentDir, 'ja', 'promo', site)
    expect(Object.values(promo.dates)).toEqual(['2026年11月15日', '2027年1月31日'])
    const legal = buildPayload(contentDir, 'de', 'license', site)
    expect(legal.contentLocale).toBe('de')
    expect(legal.dates).toEqual({ '2026-11-01': '1. November 2026' })
  })

  it('fall back to the English legal text, dated for the page locale, for a language without its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kinemo-content-'))
    cpSync(join(contentDir, 'en'), join(dir, 'en'), { recursive: true })
    const legal = buildPayload(dir, 'de', 'license', site)
    expect(legal.contentLocale).toBe('en')
    expect(legal.dates).toEqual({ '2026-11-01': '1. November 2026' })
  })

  it("carry the download page's QR code of its own address in each locale, and no other page one", () => {
    expect(buildPayload(contentDir, 'ja', 'getkinemo', site).qr).toEqual(drawQr('https://kinemo.app/ja/getkinemo'))
    expect(buildPayload(contentDir, 'en', 'getkinemo', site).qr).toEqual(drawQr('https://kinemo.app/getkinemo'))
    expect(buildPayload(contentDir, 'ja', 'promo', site).qr).toBeUndefined()
  })
})
