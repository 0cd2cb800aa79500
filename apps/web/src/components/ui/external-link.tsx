import { t } from '@/lib/i18n'

/** A link to another site: a new tab that gets no handle on this one, announced as such. */
export function ExternalLink({ href, children, className = '' }: { href: string; children: string; className?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('info.newTab', { label: children })}
      className={`font-semibold text-green-800 underline underline-offset-4 hover:text-green-900 ${className}`}
    >
      {children}
    </a>
  )
}
