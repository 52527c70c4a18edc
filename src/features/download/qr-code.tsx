import { encode } from 'uqr'

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

/** Inline SVG: crisp at any size, no image request. */
export function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  const { data, size: modules } = encode(value, { ecc: 'M', border: 0 })
  const extent = modules + QUIET_ZONE * 2
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={qrPath(data)} fill="#14111f" />
    </svg>
  )
}
