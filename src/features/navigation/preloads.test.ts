import { describe, expect, it } from 'vitest'
import { rememberPreloads, type PreloadingRouter } from './preloads'

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

  it('an earlier preload of the same page that settles late without matches does not undo a later one', async () => {
    const settle: ((matches: string[] | undefined) => void)[] = []
    const router: PreloadingRouter<string, string[]> = {
      preloadRoute: () => new Promise<string[] | undefined>((resolve) => settle.push(resolve)),
      buildLocation: (to: string) => ({ href: to, pathname: to }),
    }
    const preloads = rememberPreloads(router, () => 0)
    // Pointing at the link, then focusing it: the first preload is cancelled and settles last.
    const first = router.preloadRoute('/promo')
    const second = router.preloadRoute('/promo')
    settle[1]?.(['/promo'])
    await second
    settle[0]?.(undefined)
    await first
    expect(preloads.preloaded('/promo')?.pathname).toBe('/promo')
    // The latest preload failing does count.
    const third = router.preloadRoute('/promo')
    settle[2]?.(undefined)
    await third
    expect(preloads.preloaded('/promo')).toBeUndefined()
  })
})
