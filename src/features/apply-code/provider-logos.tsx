import type { ProviderId } from './sign-in-method'

/** The providers' own marks, in the colours their brand guidelines ask for. Decorative: buttons carry the text. */
export function ProviderLogo({ provider }: { provider: ProviderId }) {
  switch (provider) {
    case 'google.com':
      return (
        <svg className="provider-logo" viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="#EA4335"
            d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
          />
          <path
            fill="#4285F4"
            d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
          />
          <path
            fill="#FBBC05"
            d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
          />
          <path
            fill="#34A853"
            d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
          />
        </svg>
      )
    case 'apple.com':
      return (
        <svg className="provider-logo" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M16.37 12.65c-.02-2.35 1.92-3.48 2.01-3.54-1.1-1.6-2.8-1.82-3.4-1.85-1.45-.15-2.83.85-3.56.85-.74 0-1.87-.83-3.07-.81-1.58.02-3.04.92-3.85 2.33-1.64 2.85-.42 7.07 1.18 9.38.78 1.13 1.71 2.4 2.93 2.36 1.18-.05 1.62-.76 3.04-.76 1.42 0 1.82.76 3.07.74 1.27-.02 2.07-1.15 2.84-2.29.9-1.31 1.26-2.58 1.28-2.65-.03-.01-2.45-.94-2.47-3.76zM14.03 5.74c.65-.79 1.09-1.88.97-2.97-.94.04-2.07.62-2.74 1.41-.6.69-1.13 1.8-.99 2.87 1.04.08 2.11-.53 2.76-1.31z"
          />
        </svg>
      )
    case 'facebook.com':
      return (
        <svg className="provider-logo" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="12" fill="#0866FF" />
          <path
            fill="#fff"
            d="M13.6 24v-8.4h2.8l.45-3.3H13.6v-2.1c0-.95.27-1.6 1.63-1.6h1.72V5.65a23 23 0 0 0-2.5-.13c-2.48 0-4.18 1.51-4.18 4.3v2.48H7.46v3.3h2.81V24z"
          />
        </svg>
      )
  }
}
