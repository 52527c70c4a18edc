import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { activateLocale } from '@/features/i18n/catalog'
import { localeFromPathname } from '@/features/i18n/locales'
import { syncPseudo } from '@/features/i18n/pseudo'
import { createRouter } from './router'

const router = createRouter()

// The prerendered HTML is already in this language: load its catalog before hydrating so the
// first client render matches the markup and nothing flashes untranslated.
if (import.meta.env.DEV) syncPseudo(router.options.context.i18n, window.location.search)
await activateLocale(router.options.context.i18n, localeFromPathname(window.location.pathname))

hydrateRoot(document, <RouterClient router={router} />)
