import type { QrDrawing } from '@/lib/content/payload'

/** A QR code the build drew (scripts/build/qr-drawing.ts), as inline SVG (crisp at any size, no image request). */
export function QrCode({ drawing, size, label }: { drawing: QrDrawing; size: number; label: string }) {
  const { extent, path } = drawing
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
      <rect width={extent} height={extent} fill="var(--color-qr-light)" />
      <path d={path} fill="var(--color-qr-dark)" />
    </svg>
  )
}
