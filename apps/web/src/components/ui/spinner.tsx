import { t } from '@/lib/i18n'

export function Spinner({ className = 'size-6' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`animate-spin text-green-700 motion-reduce:animate-none ${className}`}
      fill="none"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}

/** Covers the screen with a spinner reading Loading... while a request runs (sign-in), so nothing is pressed twice. */
export function FullScreenSpinner() {
  return (
    <div role="status" className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-3 bg-white/80 backdrop-blur-sm">
      <Spinner className="size-10" />
      <p className="text-base font-semibold text-stone-900">{t('common.loading')}</p>
    </div>
  )
}

/** While a screen's code loads. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-stone-800">
      <Spinner />
      <span className="font-semibold">{t('common.loading')}</span>
    </div>
  )
}
