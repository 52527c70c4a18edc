import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

// jsdom has no layout engine and no ResizeObserver; components that watch sizes get a no-op one.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}

// jsdom has no FontFaceSet: a document whose web fonts have all loaded (font-timing tests set their own;
// files run under `@vitest-environment node` have no document).
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: Object.assign(new EventTarget(), { status: 'loaded', ready: Promise.resolve() }),
  })
}
