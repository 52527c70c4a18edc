import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

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

// The jsdom environment is shared by the files of a worker (`isolate: false`, vitest.config.ts):
// each file starts from fresh site modules (their module-level state, such as the catalogs shown)
// and from an empty document, as it would in an environment of its own.
vi.resetModules()
if (typeof document !== 'undefined') {
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name)
  document.head.replaceChildren()
  document.body.replaceChildren()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
  localStorage.clear()
  sessionStorage.clear()
}
