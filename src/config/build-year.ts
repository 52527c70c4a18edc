/**
 * Written in by vite.config.ts. The footer shows it until hydrated, so hydration matches the
 * prerendered year whatever the visitor's clock says.
 */
declare const __KINEMO_BUILD_YEAR__: number

export const BUILD_YEAR: number = __KINEMO_BUILD_YEAR__
