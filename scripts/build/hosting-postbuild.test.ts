import { describe, expect, it } from 'vitest'
import { unhashedAssets } from './hosting-postbuild.ts'

describe('unhashedAssets', () => {
  it('accepts the names Vite gives hashed chunks, styles and fonts', () => {
    expect(
      unhashedAssets([
        'entry-client-D0QhvHnx.js',
        '_-_lang_-DMMoZms1.js',
        'entry-client-Cgf7PPeW.css',
        'fonts/inter-latin-400-normal-B2x_3Kq9.woff2',
      ]),
    ).toEqual([])
  })

  it('names files that would be cached for a year under a name that can change content', () => {
    expect(unhashedAssets(['logo.svg', 'app.js', 'fonts/inter.woff2', 'entry-client-short.js', 'entry-client-D0QhvHnx.js'])).toEqual([
      'logo.svg',
      'app.js',
      'fonts/inter.woff2',
      'entry-client-short.js',
    ])
  })
})
