/**
 * Whether the build has a measurement id (see `analyticsConfiguredIn`), decided when Vite loaded
 * its config. The cookie notice is on every page: it gets this boolean, not the Firebase settings.
 */
declare const __KINEMO_ANALYTICS_CONFIGURED__: boolean

export const ANALYTICS_CONFIGURED: boolean = __KINEMO_ANALYTICS_CONFIGURED__
