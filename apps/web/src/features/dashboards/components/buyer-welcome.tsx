import { t } from '@/lib/i18n'

/** The buyer landing: the heading and motivational text. */
export function BuyerWelcome({ name }: { name: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      {/* The line keeps its height before the name is known (the build draws this screen without an account). */}
      <p className="min-h-5 text-sm font-semibold tracking-wide text-green-800 uppercase">{name}</p>
      <h1 className="mt-2 text-3xl font-bold text-balance text-stone-900 sm:text-4xl">{t('buyerHome.heading')}</h1>
      <p className="mt-5 text-lg text-stone-700">{t('buyerHome.text1')}</p>
      <p className="mt-4 text-lg text-stone-700">{t('buyerHome.text2')}</p>
    </section>
  )
}
