import { useNavigate } from 'react-router'
import type { User } from '@app/shared/auth'
import { localePath, paths } from '@app/shared/paths'
import { toast } from '@/components/ui/toast/toast-store'
import { languageAfterSignIn } from '@/lib/account-language'
import { currentLocale } from '@/lib/locale'
import { dropPendingCart, hasPendingCart } from '@/lib/pending-cart'

/**
 * The screen a fresh session opens on: the cart when the buyer chose a product before signing in
 * (the cart puts it in before showing itself), else the role's dashboard. A farmer cannot buy, so
 * a farmer's session forgets such a choice.
 */
function homeAfterSignIn(user: Pick<User, 'role'>): string {
  if (user.role !== 'buyer') dropPendingCart()
  else if (hasPendingCart()) return paths.myCart
  return user.role === 'farmer' ? paths.farmerDashboard : paths.buyerDashboard
}

/**
 * What every way of signing in (and registering by mobile number) does once the session has
 * started: the browser and the account agree on a language, then the role's dashboard (or the
 * cart holding what the visitor chose) opens with `welcome` as a toast. A dashboard in another language is a new page, without the toast.
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
