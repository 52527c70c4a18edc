/**
 * One import of a lazily loaded module, shared by every caller while it is under way and after; a
 * failed one (offline, a chunk a deploy replaced) is forgotten, so the next call tries again.
 *
 * Every dynamic import in src/ goes through here (eslint.config.js). WebKit can settle a second
 * `import()` of a module whose first is still evaluating before that module has run, and the caller
 * then reads bindings still uninitialised: in WebKitGTK a password-reset link failed that way on one
 * load in four ("Cannot access uninitialized variable" in the Firebase setup).
 */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    }))
}

/** The same for a family of modules, one import per key (a catalog per locale and part). */
export function importOncePerKey<T>(): (key: string, load: () => Promise<T>) => Promise<T> {
  const pending = new Map<string, Promise<T>>()
  return (key, load) => {
    let loading = pending.get(key)
    if (!loading) {
      loading = load().catch((error: unknown) => {
        pending.delete(key)
        throw error
      })
      pending.set(key, loading)
    }
    return loading
  }
}
