import { UnknownMiddlewareError } from '@/features/errors/failure'
import { importOnce } from '@/lib/import-once'
import type { PageMiddleware } from '@/lib/content/pages'

export interface MiddlewareContext {
  location: { pathname: string; href: string }
  /** True while a link is only being prefetched on intent; nothing heavy should start then. */
  preload: boolean
}

/** Work a page waits for while it loads, beside its chunk and payload; it may throw to show the error page instead. */
export type RouteMiddleware = (context: MiddlewareContext) => void | Promise<void>

export type MiddlewareRegistry = Readonly<Record<string, RouteMiddleware>>

/**
 * Loading the Firebase SDK with the route, not after render, makes the account controls work the
 * moment they show; beside the route's chunk, not before it. Hover prefetches and the prerenderer
 * never download it.
 */
async function firebase({ preload }: MiddlewareContext): Promise<void> {
  if (preload || typeof window === 'undefined') return
  await importFirebase()
}

const importFirebase = importOnce(() => Promise.all([import('firebase/app'), import('firebase/auth')]))

/** The page table's `middleware` column names these (src/lib/content/pages.ts). */
export const middlewareRegistry = {
  firebase,
} satisfies MiddlewareRegistry & Record<PageMiddleware, RouteMiddleware>

export type MiddlewareName = keyof typeof middlewareRegistry

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Middleware (from the registry) to run, in order, while this page loads. Only a page route's
     * count: its loader runs them (src/app/page-loader.ts); a layout route has no such loader.
     */
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

/** Each page's loader runs this beside its payload and catalog (page-loader.ts). */
export async function runRouteMiddleware(
  matches: readonly RouteWithMiddleware[],
  context: MiddlewareContext,
  registry: MiddlewareRegistry = middlewareRegistry,
): Promise<void> {
  for (const middleware of resolveMiddleware(matches, registry)) await middleware(context)
}
