import { t } from '@/lib/i18n'

/** The brand as two joined words (Kisan + Setu), the first highlighted. */
export function Brand({ className = '' }: { className?: string }) {
  return (
    <span className={`font-bold tracking-tight ${className}`}>
      <span className="text-green-700">{t('brand.first')}</span>
      <span className="text-stone-900">{t('brand.second')}</span>
    </span>
  )
}
