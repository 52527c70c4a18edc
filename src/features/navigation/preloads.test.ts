import { describe, expect, it } from 'vitest'
import { rememberPreloads } from './preloads'

/** A router whose preloads succeed except for `/broken`, at a clock the test moves. */
function setup() {
  let clock = 0
  const router = {
    preloadRoute: (to: string): Promise<string[] | undefined> => Promise.resolve(to === '/broken' ? undefined : [to]),
    buildLocation: (to: string) => ({ href: to, pathname: to }),
  }
  const preloads = rememberPreloads(router, () => clock)
  return { router, preloads, wait: (ms: number) => (clock += ms) }
}

describe('which destinations are preloaded', () => {
  it('a destination is, once its preload completed, and others are not', async () => {
    const { router, preloads } = setup()
    expect(preloads.preloaded('/promo')).toBeUndefined()
    await expect(router.preloadRoute('/promo')).resolves.toEqual(['/promo'])
    expect(preloads.preloaded('/promo')).toEqual({ href: '/promo', pathname: '/promo' })
    expect(preloads.preloaded('/de/promo')).toBeUndefined()
  })

  it('a preload that failed or redirected does not count', async () => {
    const { router, preloads } = setup()
    await router.preloadRoute('/broken')
    expect(preloads.preloaded('/broken')).toBeUndefined()
  })

  it('a preload older than 30 seconds no longer counts', async () => {
    const { router, preloads, wait } = setup()
    await router.preloadRoute('/promo')
    wait(29_999)
    expect(preloads.preloaded('/promo')?.pathname).toBe('/promo')
    wait(1)
    expect(preloads.preloaded('/promo')).toBeUndefined()
  })
})
