import { Component, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { paths } from '@app/shared/paths'
import { Button, buttonClasses } from '@/components/ui/button'
import { t } from '@/lib/i18n'
import { localeHref } from '@/lib/locale'

function ErrorFallback() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t('errorBoundary.heading')}</h1>
      <p className="mt-3 text-stone-700">{t('errorBoundary.text')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('common.tryAgain')}</Button>
        <a href={localeHref(paths.home)} className={buttonClasses('secondary')}>
          {t('common.home')}
        </a>
      </div>
    </div>
  )
}

type BoundaryProps = { children: ReactNode; resetKey: string }
type BoundaryState = { failed: boolean; resetKey: string }

/** React only offers error boundaries as class components. React itself logs the caught error. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey }
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children
  }
}

/**
 * The error boundary of one area of the app (bulletproof docs/error-handling.md): a failure in
 * one area leaves the top bar and footer working, and leaving the page clears it. A screen's
 * chunk that fails to load (say, after a deploy) lands here too; Try Again reloads.
 */
export function AreaErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return <Boundary resetKey={pathname}>{children}</Boundary>
}
