/** What every page-load measurement of the bench shares: the phone it emulates and how runs repeat. */

/** Lighthouse's mobile viewport (412 × 823 CSS px at 1.75x) with touch, as a Playwright context's options. */
export const PHONE_CONTEXT = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const

/** `once` run `runs` times per page, one after another, so no run shares the machine with another. */
export async function samplePages<T>(
  pages: readonly { label: string; path: string }[],
  runs: number,
  once: (path: string) => Promise<T>,
): Promise<{ label: string; path: string; samples: T[] }[]> {
  const results: { label: string; path: string; samples: T[] }[] = []
  for (const { label, path } of pages) {
    const samples: T[] = []
    for (let i = 0; i < runs; i++) samples.push(await once(path))
    results.push({ label, path, samples })
  }
  return results
}
