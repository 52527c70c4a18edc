import { createServer, type IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:http2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer as createTcpServer } from 'node:net'
import { downstreamHeaders, http2Front, http2FrontProcess, makeCertificate, upstreamHeaders, type Certificate } from './http2-front.ts'
import type { Server } from './processes.ts'

describe('the header translation between the two hops', () => {
  it('drops pseudo-headers and connection headers upstream, and names the authority as the host', () => {
    expect(
      upstreamHeaders({
        ':method': 'GET',
        ':path': '/de',
        ':authority': '127.0.0.1:7001',
        ':scheme': 'https',
        'accept-encoding': 'br, gzip',
        cookie: 'lang=de',
        connection: 'keep-alive',
      }),
    ).toEqual({ 'accept-encoding': 'br, gzip', cookie: 'lang=de', host: '127.0.0.1:7001' })
  })

  it('drops what HTTP/2 forbids downstream and keeps the rest', () => {
    expect(
      downstreamHeaders({
        'content-type': 'text/html',
        'content-encoding': 'br',
        'transfer-encoding': 'chunked',
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
        'set-cookie': ['a=1', 'b=2'],
      }),
    ).toEqual({ 'content-type': 'text/html', 'content-encoding': 'br', 'set-cookie': ['a=1', 'b=2'] })
  })
})

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createTcpServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()))
  const address = probe.address()
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

describe('http2Front', () => {
  let certificate: Certificate
  let front: Server
  let upstreamStopped = false
  let upstreamOrigin = ''
  const seen: { url: string | undefined; headers: IncomingHttpHeaders }[] = []

  beforeAll(async () => {
    certificate = makeCertificate()
    const upstream = createServer((req, res) => {
      seen.push({ url: req.url, headers: req.headers })
      if (req.url === '/gone') {
        res.writeHead(301, { location: '/here', connection: 'keep-alive' })
        res.end()
        return
      }
      res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' })
      res.end(`answer to ${req.method ?? ''} ${req.url ?? ''}`)
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()))
    const address = upstream.address()
    if (address === null || typeof address === 'string') throw new Error('no port')
    upstreamOrigin = `http://127.0.0.1:${String(address.port)}`
    const server: Server = {
      origin: upstreamOrigin,
      stop: () =>
        new Promise<void>((resolve) => {
          upstreamStopped = true
          upstream.close(() => resolve())
        }),
    }
    front = await http2Front(server, 0, certificate)
  })

  afterAll(async () => {
    await front.stop()
    expect(upstreamStopped).toBe(true)
  })

  /** One request over HTTP/2, trusting the run's certificate. */
  async function get(path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
    const session = connect(front.origin, { ca: certificate.cert })
    try {
      return await new Promise((resolve, reject) => {
        const stream = session.request({ ':path': path, 'accept-encoding': 'gzip' })
        let headers: Record<string, unknown> = {}
        let body = ''
        stream.on('response', (h) => (headers = h))
        stream.setEncoding('utf8')
        stream.on('data', (chunk: string) => (body += chunk))
        stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body }))
        stream.on('error', reject)
      })
    } finally {
      session.close()
    }
  }

  it('serves over HTTP/2 and TLS what the server answers, with the request as it came', async () => {
    expect(front.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
    const answer = await get('/promo?code=ABC')
    expect(answer.status).toBe(200)
    expect(answer.body).toBe('answer to GET /promo?code=ABC')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(seen.at(-1)?.headers).toMatchObject({ host: new URL(front.origin).host, 'accept-encoding': 'gzip' })
  })

  it('passes redirects back as they are', async () => {
    const answer = await get('/gone')
    expect(answer.status).toBe(301)
    expect(answer.headers['location']).toBe('/here')
    expect(answer.headers['connection']).toBeUndefined()
  })

  it('runs as a process of its own, and stops with the server', async () => {
    let stopped = false
    const server: Server = { origin: upstreamOrigin, stop: () => Promise.resolve(void (stopped = true)) }
    const port = await freePort()
    const running = await http2FrontProcess(server, port, certificate)
    try {
      expect(running.origin).toBe(`https://127.0.0.1:${String(port)}`)
      const session = connect(running.origin, { ca: certificate.cert })
      const body = await new Promise<string>((resolve, reject) => {
        const stream = session.request({ ':path': '/from-the-process' })
        let text = ''
        stream.setEncoding('utf8')
        stream.on('data', (chunk: string) => (text += chunk))
        stream.on('end', () => resolve(text))
        stream.on('error', reject)
      })
      session.close()
      expect(body).toBe('answer to GET /from-the-process')
    } finally {
      await running.stop()
    }
    expect(stopped).toBe(true)
  }, 30_000)

  it('answers 502 when the server is not there', async () => {
    const lonely = await http2Front({ origin: 'http://127.0.0.1:9', stop: () => Promise.resolve() }, 0, certificate)
    try {
      const session = connect(lonely.origin, { ca: certificate.cert })
      const status = await new Promise<number>((resolve, reject) => {
        const stream = session.request({ ':path': '/' })
        stream.on('response', (h) => resolve(Number(h[':status'])))
        stream.on('error', reject)
        stream.resume()
      })
      session.close()
      expect(status).toBe(502)
    } finally {
      await lonely.stop()
    }
  })
})
