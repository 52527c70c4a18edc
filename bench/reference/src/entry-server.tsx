import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server'
import { createRouter } from './app'

export async function render(url: string): Promise<{ status: number; html: string }> {
  const request = new Request(new URL(url, 'http://localhost'))
  const handler = createRequestHandler({ request, createRouter })
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  )
  return { status: response.status, html: await response.text() }
}
