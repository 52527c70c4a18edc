import { vi } from 'vitest'

type MediaQueryStub = Pick<MediaQueryList, 'matches' | 'media' | 'addEventListener' | 'removeEventListener'>

/** Makes `window.matchMedia` answer `reducedMotion` for the reduced-motion query (jsdom has none). */
export function mockReducedMotion(reducedMotion: boolean): void {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryStub => ({
    matches: query.includes('prefers-reduced-motion: reduce') ? reducedMotion : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}
