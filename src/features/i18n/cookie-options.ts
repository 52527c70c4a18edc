import { env } from '@/config/env'
import type { CookieOptions } from './cookie'

export const cookieOptions: CookieOptions = {
  crossOrigin: env.VITE_COOKIE_CROSS_ORIGIN,
  secure: env.VITE_COOKIE_SECURE,
}
