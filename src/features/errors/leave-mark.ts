/**
 * The performance mark the inline hydration loader (scripts/build/hydration-start.ts) leaves on
 * `beforeunload`, before the app's code has run and could listen itself. No imports: the build
 * scripts read it too.
 */
export const LEAVE_MARK = 'kinemo:leave'
