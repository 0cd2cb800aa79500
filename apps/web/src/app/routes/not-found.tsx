import { paths } from '@app/shared/paths'
import { PageTitle } from '@/components/layout/page-title'
import { LinkButton } from '@/components/ui/button'
import { t } from '@/lib/i18n'

/** Any other path. The server answers these paths with status 404. */
export default function NotFoundRoute() {
  return (
    <>
      <PageTitle page="title.notFound" />
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <p className="text-6xl font-bold text-green-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold text-stone-900">{t('notFound.heading')}</h1>
        <p className="mt-3 text-stone-700">{t('notFound.text')}</p>
        <LinkButton to={paths.home} className="mt-8">
          {t('notFound.goToDashboard')}
        </LinkButton>
      </section>
    </>
  )
}
