import { Link } from 'react-router'
import { SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@app/shared/support'
import type { MessageId } from '@app/shared/messages/en'
import { paths } from '@app/shared/paths'
import { Brand } from '@/components/layout/brand'
import { t } from '@/lib/i18n'

/**
 * Only routes that exist today: a link must lead somewhere real (see `paths`). Sign In and Register
 * are for visitors: a signed-in user is not offered them.
 */
const QUICK_LINKS: readonly { to: string; label: MessageId; visitorsOnly?: boolean }[] = [
  { to: paths.home, label: 'common.home' },
  { to: paths.productsBrowse, label: 'nav.browseProducts' },
  { to: paths.signIn, label: 'auth.signIn', visitorsOnly: true },
  { to: paths.signUp, label: 'footer.register', visitorsOnly: true },
  { to: paths.weather, label: 'footer.weather' },
  { to: paths.mandiPrices, label: 'footer.mandiPrices' },
  { to: paths.farmLaw, label: 'footer.farmLaw' },
  { to: paths.seasonalGuide, label: 'footer.seasonalGuide' },
  { to: paths.contactUs, label: 'footer.contactUs' },
]

const SOCIAL_LINKS: readonly { href: string; label: MessageId }[] = [
  { href: 'https://www.facebook.com/kisansetu', label: 'footer.social.facebook' },
  { href: 'https://www.instagram.com/kisansetu', label: 'footer.social.instagram' },
  { href: 'https://x.com/kisansetu', label: 'footer.social.x' },
  { href: 'https://www.youtube.com/@kisansetu', label: 'footer.social.youtube' },
]

const linkClass = 'text-stone-800 underline underline-offset-4 hover:text-green-800'
const headingClass = 'text-sm font-semibold tracking-wide text-stone-900 uppercase'

/** The site footer, on every page: quick links, support contacts, social links and copyright. */
export function Footer({ signedIn }: { signedIn: boolean }) {
  return (
    <footer className="border-t border-stone-200 bg-stone-100 text-stone-700">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <Brand className="text-xl" />
          <p className="mt-2 text-sm">{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-3 space-y-2">
            {QUICK_LINKS.filter((link) => !(signedIn && link.visitorsOnly)).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{t('footer.social')}</h2>
          <ul className="mt-3 space-y-2">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  // The opened page gets no handle on this tab and no referrer.
                  rel="noopener noreferrer"
                  aria-label={t('footer.social.newTab', { network: t(link.label) })}
                  className={linkClass}
                >
                  {t(link.label)}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {/* Last and across both columns on a phone: the support address is too wide for half of one. */}
        <div className="col-span-2 sm:col-span-1">
          <h2 className={headingClass}>{t('footer.support')}</h2>
          <dl className="mt-3 space-y-2">
            <div>
              <dt className="sr-only">{t('footer.phoneLabel')}</dt>
              <dd>
                <a href={`tel:${SUPPORT_PHONE_TEL}`} className={linkClass}>
                  {SUPPORT_PHONE_DISPLAY}
                </a>
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t('footer.emailLabel')}</dt>
              <dd>
                <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
                  {SUPPORT_EMAIL}
                </a>
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <p className="border-t border-stone-200 px-4 py-4 text-center text-sm text-stone-600">
        {/* Pre-rendered pages carry the build year; hydration writes this year's. */}
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
      </p>
    </footer>
  )
}
