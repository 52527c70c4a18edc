/** subset-font ships no types; this is the part of its API the build uses. */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2'
    keepFeatures?: readonly string[]
    variationAxes?: Readonly<Record<string, number | { min: number; max: number; default?: number }>>
    noHinting?: boolean
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetFontOptions): Promise<Uint8Array>
}

/** fontverter ships no types; the build's tests use it to read a subset back. */
declare module 'fontverter' {
  export function convert(font: Uint8Array, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Uint8Array>
}
