import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { activate, createRouter, localeOf } from './app'

const router = createRouter()
await activate(router.options.context.i18n, localeOf(window.location.pathname))
hydrateRoot(document, <RouterClient router={router} />)
