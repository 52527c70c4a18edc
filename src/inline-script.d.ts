/** A script's source, minified (scripts/vite-plugin-inline-script.ts). */
declare module '*?inline-script' {
  const source: string
  export default source
}
