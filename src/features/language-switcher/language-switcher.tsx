import { useEffect, useId, useRef, useState, type MouseEvent } from 'react'
import { useLinkProps } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { LOCALES, langParamFor, type LocaleInfo } from '@/lib/i18n/locales'
import { usePageLocale } from '@/lib/i18n/use-locale'

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/** Each entry is a real link (crawlable, works without JavaScript); with JavaScript it switches without a reload. */
export function LanguageSwitcher() {
  const { t } = useLingui()
  const current = usePageLocale()
  const [open, setOpen] = useState(false)
  const listId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const currentInfo = LOCALES.find((l) => l.code === current) ?? LOCALES[0]

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  // A plain click switches in place (the router handles it); close the menu and keep focus on its button.
  const chosen = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return
    setOpen(false)
    buttonRef.current?.focus()
  }

  return (
    <div className="lang-switcher" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="lang-switcher__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4zM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4zm.8 2h3a15.7 15.7 0 0 0 1.3 3.6A8 8 0 0 1 5.1 16zM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6c.6-1.1 1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4z"
          />
        </svg>
        <span className="visually-hidden">
          {t({
            message: 'Language:',
            context: 'language menu button',
            comment: 'Screen-reader prefix before the current language name on the language menu button',
          })}{' '}
        </span>
        <span lang={currentInfo.code}>{currentInfo.name}</span>
      </button>
      <ul
        id={listId}
        className="lang-switcher__list"
        hidden={!open}
        aria-label={t({ message: 'Choose a language', comment: 'Accessible name of the list of languages' })}
      >
        {LOCALES.map((locale) => (
          <li key={locale.code}>
            <LanguageLink locale={locale} isCurrent={locale.code === current} onClick={chosen} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Keeps query and hash; the router preloads it on intent and follows it in place, like every other link. */
function LanguageLink({
  locale,
  isCurrent,
  onClick,
}: {
  locale: LocaleInfo
  isCurrent: boolean
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void
}) {
  const link = useLinkProps({
    to: '.',
    params: (prev) => ({ ...prev, lang: langParamFor(locale.code) }),
    search: true,
    hash: true,
    resetScroll: false,
    onClick,
  })
  // The router marks the link as the current page; in this menu it is the current choice.
  return (
    <a {...link} lang={locale.code} hrefLang={locale.code} aria-current={isCurrent ? 'true' : undefined}>
      {locale.name}
    </a>
  )
}
