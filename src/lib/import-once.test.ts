import { describe, expect, it, vi } from 'vitest'
import { importOnce, importOncePerKey } from './import-once'

const offline = () => new TypeError('Failed to fetch dynamically imported module')

describe('importOnce', () => {
  it('imports once for callers that ask while the import is under way, and for later ones', async () => {
    const load = vi.fn(() => Promise.resolve({ ready: true }))
    const service = importOnce(load)
    const [first, second] = await Promise.all([service(), service()])
    expect(await service()).toBe(first)
    expect(second).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed import, and every caller of the failed one sees the failure', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(offline()).mockResolvedValue('module')
    const service = importOnce(load)
    const failed = await Promise.allSettled([service(), service()])
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    expect(await service()).toBe('module')
    expect(await service()).toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('importOncePerKey', () => {
  it('imports each key once, keys independently, and retries only the key that failed', async () => {
    const load = vi.fn((key: string) =>
      key === 'ar' && load.mock.calls.length === 2 ? Promise.reject(offline()) : Promise.resolve(`${key} catalog`),
    )
    const catalog = importOncePerKey<string>()
    const get = (key: string) => catalog(key, () => load(key))
    expect(await Promise.all([get('en'), get('en')])).toEqual(['en catalog', 'en catalog'])
    await expect(get('ar')).rejects.toThrow(TypeError)
    expect(await get('ar')).toBe('ar catalog')
    expect(await get('en')).toBe('en catalog')
    expect(load.mock.calls).toEqual([['en'], ['ar'], ['ar']])
  })
})
