import { useNavigate } from 'react-router'
import type { User } from '@app/shared/auth'
import { localePath, paths } from '@app/shared/paths'
import { toast } from '@/components/ui/toast/toast-store'
import { languageAfterSignIn } from '@/lib/account-language'
import { currentLocale } from '@/lib/locale'

/** The screen a fresh session opens on: the role's dashboard. */
function homeAfterSignIn(user: Pick<User, 'role'>): string {
  return user.role === 'farmer' ? paths.farmerDashboard : paths.buyerDashboard
}

/**
 * What every way of signing in (and registering by mobile number) does once the session has
 * started: the browser and the account agree on a language, then the role's dashboard opens
 * with `welcome` as a toast. A dashboard in another language is a new page, without the toast.
 */
export function useEnterAccount(): (user: User, welcome: string) => void {
  const navigate = useNavigate()
  return (user, welcome) => {
    const home = homeAfterSignIn(user)
    const switchTo = languageAfterSignIn(user.language, currentLocale())
    if (switchTo) {
      window.location.assign(localePath(switchTo, home))
      return
    }
    toast.success(welcome)
    void navigate(home)
  }
}
