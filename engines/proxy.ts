/**
 * The browsers' proxy for everything off the site: it records each request and answers none, so
 * a journey can see what the page tried to reach (analytics, say) the same way in every engine.
 * The site itself (127.0.0.1) is reached directly.
 */
import { createServer, type Server } from 'node:http'

export class RequestLog {
  private readonly entries: string[] = []

  add(url: string): void {
    this.entries.push(url)
  }

  /** Every off-site URL requested so far; HTTPS ones as `https://host:port/` (all a proxy sees of them). */
  all(): string[] {
    return [...this.entries]
  }

  clear(): void {
    this.entries.length = 0
  }
}

export interface RecordingProxy {
  port: number
  log: RequestLog
  close(): Promise<void>
}

export async function startProxy(port: number): Promise<RecordingProxy> {
  const log = new RequestLog()
  const server: Server = createServer((request, response) => {
    log.add(request.url ?? '')
    response.writeHead(502).end()
  })
  server.on('connect', (request, socket) => {
    log.add(`https://${request.url ?? ''}/`)
    socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    port,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
