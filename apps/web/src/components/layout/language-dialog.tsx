import { useEffect, useId, useRef, useState } from 'react'
import { LOCALE_NAMES, LOCALES, type Locale } from '@app/shared/messages/locales'
import { t, tIn } from '@/lib/i18n'
import { currentLocale, guessLocale, markLanguageAsked } from '@/lib/locale'

/**
 * The language chooser: each language named in its own script, in large buttons, with the
 * browser's own language first, in a chunk of its own, loaded when it opens. It opens as soon as it is drawn; closing it without a choice keeps
 * the page's language without choosing it, so a later sign-in may still bring the account's.
 */
export default function LanguageDialog({ onChoose, onClosed }: { onChoose: (locale: Locale) => Promise<void>; onClosed: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const locale = currentLocale()
  const suggested = guessLocale()
  const ordered = suggested ? [suggested, ...LOCALES.filter((other) => other !== suggested)] : LOCALES
  // The title in the phone's language too, for someone who cannot read the page's: it arrives with
  // that language's catalogue, which choosing it would load anyway.
  const [suggestedTitle, setSuggestedTitle] = useState<string | null>(null)

  useEffect(() => {
    if (suggested === locale) return
    let live = true
    tIn(suggested, 'language.choose').then(
      (title) => {
        if (live) setSuggestedTitle(title)
      },
      // Offline without that catalogue saved: the page's own title stands alone.
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [suggested, locale])

  useEffect(() => {
    const element = dialog.current
    if (!element || element.open) return
    if (typeof element.showModal === 'function') element.showModal()
    else element.setAttribute('open', '')
  }, [])

  async function choose(next: Locale) {
    await onChoose(next)
    if (next === locale) dialog.current?.close()
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      // Closing without a choice keeps the page's language, and the chooser does not open by itself again.
      onClose={() => {
        markLanguageAsked()
        onClosed()
      }}
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl bg-white p-5 text-stone-900 shadow-xl backdrop:bg-stone-900/50"
    >
      <h2 id={titleId} className="text-xl font-bold">
        {t('language.choose')}
        {suggestedTitle === null ? null : (
          <>
            {' / '}
            <span lang={suggested}>{suggestedTitle}</span>
          </>
        )}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('language.chooseHint')}</p>
      <ul className="mt-4 space-y-2">
        {ordered.map((option) => (
          <li key={option}>
            <button
              type="button"
              aria-current={option === locale ? 'true' : undefined}
              onClick={() => void choose(option)}
              className="flex min-h-14 w-full items-center justify-between gap-3 rounded-xl border-2 border-stone-300 px-4 text-left text-xl font-semibold hover:border-green-700 hover:bg-green-50 aria-[current=true]:border-green-700 aria-[current=true]:bg-green-50"
            >
              {/* The name keeps its width; the suggestion beside it wraps between its words. */}
              <span lang={option} className="shrink-0">
                {LOCALE_NAMES[option]}
              </span>
              {option === suggested ? (
                <span className="min-w-0 text-right text-sm font-medium text-green-800">{t('language.suggested')}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </dialog>
  )
}
