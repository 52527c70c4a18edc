/**
 * Set by vite.config.ts from `analyticsConfiguredIn`. The cookie notice is on every page, so it gets
 * this boolean rather than the Firebase settings.
 */
declare const __KINEMO_ANALYTICS_CONFIGURED__: boolean

export const ANALYTICS_CONFIGURED: boolean = __KINEMO_ANALYTICS_CONFIGURED__
