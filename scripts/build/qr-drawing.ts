/**
 * Build time: the download page's QR code, drawn once per locale by the build into the page's
 * payload (scripts/build/payloads.ts), so no browser downloads a QR encoder to draw the same
 * picture for a URL the build already knows.
 */
import { encode } from 'uqr'
import type { QrDrawing } from '../../src/lib/content/payload.ts'

/** Quiet zone the QR specification asks for around the code, in modules. */
const QUIET_ZONE = 4

/** One SVG path for the dark modules, merging horizontal runs to keep the markup small. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let d = ''
  modules.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x++
        continue
      }
      const start = x
      while (x < row.length && row[x]) x++
      d += `M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`
    }
  })
  return d
}

/** A scannable QR code of `value` (error correction M). */
export function drawQr(value: string): QrDrawing {
  const { data, size } = encode(value, { ecc: 'M', border: 0 })
  return { extent: size + QUIET_ZONE * 2, path: qrPath(data) }
}
