import { useEffect, useRef } from 'react'
import { t, tText } from '@/lib/i18n'
import { dismissToast, useToasts, visibleToasts, type Toast } from './toast-store'

const TYPE_STYLES: Record<Toast['type'], string> = {
  success: 'border-green-700',
  error: 'border-red-700',
  info: 'border-sky-700',
}

const TYPE_ICONS: Record<Toast['type'], string> = {
  success: 'M5 10.5l3.5 3.5L15 7',
  error: 'M6 6l8 8M14 6l-8 8',
  info: 'M10 9v5M10 6.2v.1',
}

/** A toast with a button (Retry) stays long enough to reach it on a phone. */
const ACTION_TOAST_MS = 10_000

/**
 * Closes itself after the toast's auto-close time. Pointer hover and keyboard focus pause the
 * countdown (WCAG 2.2.1), and it resumes with the time that was left. A toast can appear under a
 * resting pointer (where the Try Again it follows was tapped) before its countdown has started:
 * it then waits, whole, until the pointer leaves.
 */
function ToastItem({ item }: { item: Toast }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const deadline = useRef<number | null>(null)
  const paused = useRef(false)
  const remaining = useRef(item.action ? Math.max(item.settings.autoCloseMs, ACTION_TOAST_MS) : item.settings.autoCloseMs)

  function start() {
    clearTimeout(timer.current)
    if (paused.current) return
    deadline.current = Date.now() + remaining.current
    timer.current = setTimeout(() => dismissToast(item.id), remaining.current)
  }

  function pause() {
    clearTimeout(timer.current)
    // Only a countdown that has started has used up some of the time.
    if (deadline.current !== null) remaining.current = Math.max(0, deadline.current - Date.now())
    deadline.current = null
    paused.current = true
  }

  function resume() {
    paused.current = false
    start()
  }

  useEffect(() => {
    start()
    return () => clearTimeout(timer.current)
    // The countdown starts once, when the toast first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <li
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border-l-4 bg-white p-3 text-sm text-stone-900 shadow-lg ring-1 ring-stone-200 ${TYPE_STYLES[item.type]}`}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="mt-0.5 size-5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d={TYPE_ICONS[item.type]} />
      </svg>
      <div className="flex-1">
        <p className="font-medium">{tText(item.message)}</p>
        {item.action ? (
          <button
            type="button"
            onClick={() => {
              dismissToast(item.id)
              item.action?.run()
            }}
            className="mt-2 min-h-11 rounded-lg border border-stone-400 px-4 font-semibold text-stone-800 hover:bg-stone-100"
          >
            {item.action.label}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="-m-1 rounded p-1 text-stone-600 hover:bg-stone-100 hover:text-stone-900"
        aria-label={t('toast.dismiss')}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M6 6l8 8M14 6l-8 8" />
        </svg>
      </button>
    </li>
  )
}

/**
 * Both toast stacks (top-right for the account screens, bottom-right elsewhere). The lists are
 * live regions that exist before any toast arrives, so screen readers announce each new one.
 */
export function Toaster() {
  const toasts = useToasts()
  return (
    <section aria-label={t('toast.region')}>
      <ol aria-live="polite" className="pointer-events-none fixed top-20 right-4 z-50 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2">
        {visibleToasts(toasts, 'top-right').map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </ol>
      <ol
        aria-live="polite"
        className="pointer-events-none fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-50 flex md:bottom-4 w-[min(22rem,calc(100vw-2rem))] flex-col gap-2"
      >
        {visibleToasts(toasts, 'bottom-right').map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </ol>
    </section>
  )
}
