import type { Plugin, ViteDevServer } from 'vite'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { buildPayload, type PayloadSite } from '../payloads.ts'
import { isLocaleCode } from '../../../src/lib/i18n/locales.ts'
import { PAGE_KEY_LIST, type PageKey } from '../../../src/lib/content/pages.ts'

const PAYLOAD_PATH = /^\/payloads\/([A-Za-z-]+)\/([a-z_]+)\.json$/

function isPageKey(value: string): value is PageKey {
  return (PAGE_KEY_LIST as readonly string[]).includes(value)
}

/** `npm run dev`: every page is rendered on the server exactly as the prerenderer does, then hydrated with HMR. */
export function devSsrPlugin(options: { contentDir: string } & PayloadSite): Plugin {
  const readPayload = (path: string): Promise<unknown> => {
    const m = PAYLOAD_PATH.exec(path)
    const locale = m?.[1]
    const page = m?.[2]
    if (!locale || !page || !isLocaleCode(locale) || !isPageKey(page)) return Promise.reject(new Error(`No payload at ${path}`))
    return Promise.resolve(buildPayload(options.contentDir, locale, page, options))
  }

  const handle = async (server: ViteDevServer, req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = req.url ?? '/'
    const pathname = url.split('?')[0] ?? '/'
    if (req.method !== 'GET') return next()
    if (PAYLOAD_PATH.test(pathname)) {
      try {
        const body = JSON.stringify(await readPayload(pathname))
        res.setHeader('content-type', 'application/json')
        res.end(body)
      } catch {
        res.statusCode = 404
        res.end('{}')
      }
      return
    }
    if (/\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/@') || pathname.startsWith('/node_modules/')) return next()
    try {
      const shell = await server.transformIndexHtml(url, '<html><head></head><body></body></html>')
      const viteHead = shell.slice(shell.indexOf('<head>') + 6, shell.indexOf('</head>'))
      const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as typeof import('../../../src/entry-server.tsx')
      const { status, html } = await entry.render(url, { readPayload })
      const devTags = `${viteHead}<script type="module" src="/src/entry-client.tsx"></script>`
      res.statusCode = status
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(html.replace('</head>', `${devTags}</head>`))
    } catch (error) {
      if (error instanceof Error) server.ssrFixStacktrace(error)
      next()
    }
  }

  return {
    name: 'kinemo:dev-ssr',
    apply: 'serve',
    configureServer(server) {
      return () => {
        server.middlewares.use((req, res, next) => void handle(server, req, res, next))
      }
    },
  }
}
