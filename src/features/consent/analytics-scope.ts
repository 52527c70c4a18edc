/**
 * Never on /auth_action, whatever the consent: its links carry one-time codes, and what a visitor
 * does with their account is none of analytics' business.
 */
export function analyticsAllowedOn(pathname: string): boolean {
  return !/^(\/[^/]+)?\/auth_action\/?$/.test(pathname)
}
