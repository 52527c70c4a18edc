/**
 * Preloaded (`node --import`) into the Firebase CLI process by scripts/hosting/serve.ts. The hosting
 * emulator (superstatic) passes every request URL to `decodeURI` outside any error handler, so a
 * single malformed escape like `/%E0%A4%A` throws, and the CLI exits, ending every test that
 * shares the server. Before the hosting server sees a request, its URL gets its malformed escapes
 * made literal (see wellFormedUrl), so the emulator answers them with the 404 page instead.
 * Only the hosting port is touched; nothing else about the emulator changes.
 */
import { IncomingMessage, Server } from 'node:http'
import { wellFormedUrl } from './serve-lib.ts'

const hostingPort = Number(process.env.HOSTING_GUARD_PORT)

function listensOnHostingPort(server: Server): boolean {
  const address = server.address()
  return typeof address === 'object' && address !== null && address.port === hostingPort
}

// eslint-disable-next-line @typescript-eslint/unbound-method -- re-applied below with the server as `this`
const emit = Server.prototype.emit
Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
  if (event === 'request' && listensOnHostingPort(this)) {
    const [request] = args
    if (request instanceof IncomingMessage && request.url) request.url = wellFormedUrl(request.url)
  }
  const handled: unknown = Reflect.apply(emit, this, [event, ...args])
  return handled === true
}
