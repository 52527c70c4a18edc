/** Sizes of the files a page loads, read from dist/ (deterministic, whatever the server sends). */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { outputFileFor } from '../../scripts/build/prerender-lib.ts'
import { assetKind, type AssetKind } from './first-load.ts'
import { compressedSizes, sumSizes, type Sizes } from './sizes.ts'

/** The dist/ file that answers a site path: assets as they are, pages by their prerendered HTML. */
export function distFileFor(path: string): string {
  const clean = path.replace(/^\/+/, '')
  return assetKind(clean) === 'html' && !clean.endsWith('.html') ? outputFileFor(`/${clean}`) : clean
}

export class DistSizes {
  readonly #dist: string
  readonly #cache = new Map<string, Sizes>()

  constructor(dist: string) {
    this.#dist = dist
  }

  /** Sizes of a dist/-relative file; throws when the page asked for something the build lacks. */
  of(file: string): Sizes {
    const cached = this.#cache.get(file)
    if (cached) return cached
    const full = join(this.#dist, file)
    if (!existsSync(full)) throw new Error(`${file} is not in ${this.#dist}`)
    const sizes = compressedSizes(readFileSync(full))
    this.#cache.set(file, sizes)
    return sizes
  }

  /** Totals per kind for a list of dist/-relative files. */
  byKind(files: readonly string[]): Record<AssetKind | 'total', Sizes> {
    const of = (kind: AssetKind) => sumSizes(files.filter((f) => assetKind(f) === kind).map((f) => this.of(f)))
    return {
      js: of('js'),
      css: of('css'),
      font: of('font'),
      html: of('html'),
      data: of('data'),
      image: of('image'),
      other: of('other'),
      total: sumSizes(files.map((f) => this.of(f))),
    }
  }
}
