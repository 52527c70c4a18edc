/** A script's source, minified (scripts/build/vite/inline-script.ts). */
declare module '*?inline-script' {
  const source: string
  export default source
}
