import { Link } from 'react-router'
import { paths } from '@app/shared/paths'
import { t } from '@/lib/i18n'

/** The opening claim and its calls to action: Get Started, to sign-up, and Browse Products, open to everyone. */
export function Hero() {
  return (
    <section className="bg-linear-to-b from-green-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:py-20">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-5xl">{t('landing.hero.heading')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-700">{t('landing.hero.text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to={paths.signUp}
            className="inline-block rounded-lg bg-green-700 px-6 py-3 text-lg font-semibold text-white shadow-sm hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
          >
            {t('landing.hero.cta')}
          </Link>
          <Link
            to={paths.productsBrowse}
            className="inline-block rounded-lg border-2 border-green-700 bg-white px-6 py-2.5 text-lg font-semibold text-green-800 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
          >
            {t('nav.browseProducts')}
          </Link>
        </div>
      </div>
    </section>
  )
}
