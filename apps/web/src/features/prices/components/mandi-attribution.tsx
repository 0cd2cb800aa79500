import { MANDI_LICENCE_URL, MANDI_SOURCE_URL } from '@app/shared/mandi'
import { t } from '@/lib/i18n'

/** A link to another site: a new tab that gets no handle on this one, announced as such. */
function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('info.newTab', { label: children })}
      className="font-semibold text-green-800 underline underline-offset-2 hover:text-green-900"
    >
      {children}
    </a>
  )
}

/** What the Government Open Data Licence – India asks wherever the mandi rates show: their source and the licence, each linked. */
export function MandiAttribution({ className = 'text-xs' }: { className?: string }) {
  return (
    <p className={`${className} text-stone-600`}>
      {t('priceReference.sourceLabel')} <ExternalLink href={MANDI_SOURCE_URL}>{t('priceReference.sourceName')}</ExternalLink>
      {' — '}
      <ExternalLink href={MANDI_LICENCE_URL}>{t('priceReference.licence')}</ExternalLink>
    </p>
  )
}
