/**
 * The HTTP/2 front as a process of its own (`http2FrontProcess`), so that the benchmark can run it
 * at the lowest CPU priority: on a machine of two cores, a front sharing them with the measured
 * browser would lengthen the very tasks Lighthouse counts as blocking.
 */
import { http2Front } from './http2-front.ts'

const { FRONT_UPSTREAM: upstream, FRONT_PORT: port, FRONT_KEY: key, FRONT_CERT: cert } = process.env
if (!upstream || !port || !key || !cert) throw new Error('FRONT_UPSTREAM, FRONT_PORT, FRONT_KEY and FRONT_CERT must be set')
const front = await http2Front({ origin: upstream, stop: () => Promise.resolve() }, Number(port), { key, cert })
process.once('SIGTERM', () => void front.stop().then(() => process.exit(0)))
console.log(`ready ${front.origin}`)
