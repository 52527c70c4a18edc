import { render, screen } from '@testing-library/react'
import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { QrCode } from './qr-code'
import { drawQr } from '../../../scripts/build/qr-drawing'

describe('QrCode', () => {
  it('is an image named after what it opens, with explicit size and a quiet zone', () => {
    render(
      <QrCode drawing={drawQr('https://kinemo.app/de/getkinemo')} size={148} label="QR code that opens https://kinemo.app/de/getkinemo" />,
    )
    const svg = screen.getByRole('img', { name: 'QR code that opens https://kinemo.app/de/getkinemo' })
    expect(svg).toHaveAttribute('width', '148')
    expect(svg).toHaveAttribute('height', '148')
    const { size } = encode('https://kinemo.app/de/getkinemo', { ecc: 'M', border: 0 })
    expect(svg).toHaveAttribute('viewBox', `0 0 ${size + 8} ${size + 8}`)
  })
})
