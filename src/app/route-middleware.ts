import { UnknownMiddlewareError } from '@/features/errors/failure'
import { importOnce } from '@/lib/import-once'

export interface MiddlewareContext {
  location: { pathname: string; href: string }
  /** True while a link is only being prefetched on intent; nothing heavy should start then. */
  preload: boolean
}

/** A guard that runs before a page loads; it may await work the page needs or throw to stop it. */
export type RouteMiddleware = (context: MiddlewareContext) => void | Promise<void>

export type MiddlewareRegistry = Readonly<Record<string, RouteMiddleware>>

/**
 * Loading the Firebase SDK with the route, not after render, makes the account controls work the
 * moment they show. Hover prefetches and the prerenderer never download it.
 */
async function firebase({ preload }: MiddlewareContext): Promise<void> {
  if (preload || typeof window === 'undefined') return
  await importFirebase()
}

const importFirebase = importOnce(() => Promise.all([import('firebase/app'), import('firebase/auth')]))

/** Routes name these in `staticData.middleware`. */
export const middlewareRegistry = {
  firebase,
} satisfies MiddlewareRegistry

export type MiddlewareName = keyof typeof middlewareRegistry

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Middleware (from the registry) to run, in order, before this page loads. */
    middleware?: readonly MiddlewareName[]
  }
}

export interface RouteWithMiddleware {
  staticData?: { middleware?: readonly string[] } | undefined
}

/** The middleware named by the matched routes, outermost route first, each once. Throws on an unknown name. */
export function resolveMiddleware(
  matches: readonly RouteWithMiddleware[],
  registry: MiddlewareRegistry = middlewareRegistry,
): RouteMiddleware[] {
  const names = [...new Set(matches.flatMap((match): readonly string[] => match.staticData?.middleware ?? []))]
  return names.map((name) => {
    const middleware = Object.hasOwn(registry, name) ? registry[name] : undefined
    if (!middleware) throw new UnknownMiddlewareError(name)
    return middleware
  })
}

/** The root route runs this before any page loads. */
export async function runRouteMiddleware(
  matches: readonly RouteWithMiddleware[],
  context: MiddlewareContext,
  registry: MiddlewareRegistry = middlewareRegistry,
): Promise<void> {
  for (const middleware of resolveMiddleware(matches, registry)) await middleware(context)
}
