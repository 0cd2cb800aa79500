import { useLayoutEffect } from 'react'
import { Outlet } from 'react-router'
import { AreaErrorBoundary } from '@/components/errors/area-error-boundary'
import { APP_TOAST_SETTINGS, AUTH_TOAST_SETTINGS, setToastSettings } from '@/components/ui/toast/toast-store'

/**
 * The account screens, whose toasts show top-right for 5 s with no limit. A layout
 * effect, so the setting is in place before any screen's own effects raise a toast.
 */
export function AuthArea() {
  useLayoutEffect(() => {
    setToastSettings(AUTH_TOAST_SETTINGS)
    return () => setToastSettings(APP_TOAST_SETTINGS)
  }, [])
  return (
    <AreaErrorBoundary>
      <Outlet />
    </AreaErrorBoundary>
  )
}
