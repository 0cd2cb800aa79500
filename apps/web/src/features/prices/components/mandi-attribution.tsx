import { MANDI_LICENCE_URL, MANDI_SOURCE_URL } from '@app/shared/mandi'
import { ExternalLink } from '@/components/ui/external-link'
import { t } from '@/lib/i18n'

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
