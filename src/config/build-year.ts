/**
 * The year the site was built, written into the bundle by vite.config.ts. The prerendered pages
 * print it in the footer, so the client's first render (hydration) prints it too, whatever the
 * visitor's clock says; the footer moves to the visitor's year once hydrated.
 */
declare const __KINEMO_BUILD_YEAR__: number

export const BUILD_YEAR: number = __KINEMO_BUILD_YEAR__
