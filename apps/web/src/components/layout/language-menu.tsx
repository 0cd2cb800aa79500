import { lazy, Suspense, useEffect, useState } from 'react'
import { LOCALE_NAMES, type Locale } from '@app/shared/messages/locales'
import { saveLanguageInAccount } from '@/lib/account-language'
import { t } from '@/lib/i18n'
import { currentLocale, rememberedLocale, rememberLocale, switchedLocation, wasLanguageAsked } from '@/lib/locale'

// The chooser's code loads when it opens: most visits never open it, and the first load stays small.
const LanguageDialog = lazy(() => import('./language-dialog'))

/**
 * The language button of the top bar and the chooser it opens. A first visit opens the chooser by
 * itself once the page runs (the browser's languages are unknown before). A choice is remembered
 * in this browser (a cookie the server also reads) and in the account, and the same screen opens
 * again in the chosen language.
 */
export function LanguageMenu() {
  const locale = currentLocale()
  // Undefined until the visitor opens or closes the chooser: a first visit opens it by itself.
  const [opened, setOpened] = useState<boolean>()
  const [firstVisit, setFirstVisit] = useState(false)
  useEffect(() => {
    // In a task of its own once the page runs: reading the cookie waits on the browser's own
    // process, which would lengthen the task that takes a pre-rendered page over.
    const timer = setTimeout(() => setFirstVisit(rememberedLocale() === undefined && !wasLanguageAsked()))
    return () => clearTimeout(timer)
  }, [])
  const open = opened ?? firstVisit

  async function choose(next: Locale) {
    rememberLocale(next)
    await saveLanguageInAccount(next)
    if (next !== locale) window.location.assign(switchedLocation(next))
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-stone-800 hover:bg-stone-100"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
        </svg>
        <span className="sr-only">{`${t('language.label')}:`}</span> <span lang={locale}>{LOCALE_NAMES[locale]}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LanguageDialog onChoose={choose} onClosed={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
