import { useEffect, useRef, useState } from 'react'
import { SUPPORT_ADDRESS_LINES, SUPPORT_MAP_LINK } from '@app/shared/support'
import { env } from '@/config/env'
import { t } from '@/lib/i18n'
import { ExternalLink } from '@/components/ui/external-link'

/** Start loading the map this far before it scrolls into view, so it is there on arrival. */
const PRELOAD_MARGIN = '200px 0px'

/**
 * Contact Us's embedded map. Only when VITE_MAP_EMBED_URL names one, and only once
 * the block comes near the viewport, so the page asks another site for nothing on load. Without a
 * map, or when it fails to load, the box shows the address and a link to open it in a map site.
 * The box has a fixed height either way, so nothing moves when the map arrives.
 */
export function OfficeMap({ embedUrl = env.mapEmbedUrl }: { embedUrl?: string | null }) {
  const boxRef = useRef<HTMLDivElement>(null)
  const [isNear, setIsNear] = useState(false)
  const [hasFailed, setHasFailed] = useState(false)

  useEffect(() => {
    const box = boxRef.current
    if (!embedUrl || !box) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          setIsNear(true)
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    )
    observer.observe(box)
    return () => observer.disconnect()
  }, [embedUrl])

  const showMap = Boolean(embedUrl) && isNear && !hasFailed
  return (
    <section aria-labelledby="contact-map-heading" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="contact-map-heading" className="text-xl font-bold text-stone-900">
        {t('contact.mapHeading')}
      </h2>
      <div ref={boxRef} className="relative mt-4 h-64 overflow-hidden rounded-lg bg-stone-100">
        {showMap && embedUrl ? (
          <iframe
            src={embedUrl}
            title={t('contact.mapTitle')}
            loading="lazy"
            referrerPolicy="no-referrer"
            sandbox="allow-scripts allow-same-origin allow-popups"
            onError={() => setHasFailed(true)}
            className="size-full border-0"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-3 p-4 text-center">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 text-green-700" fill="currentColor">
              <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
            </svg>
            <p className="text-stone-800">{SUPPORT_ADDRESS_LINES.join(', ')}</p>
          </div>
        )}
      </div>
      <p className="mt-3">
        <ExternalLink href={SUPPORT_MAP_LINK}>{t('contact.openInMaps')}</ExternalLink>
      </p>
    </section>
  )
}
