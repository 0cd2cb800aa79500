import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { Notification } from '@app/shared/notifications'
import { formatTimestamp } from '@/lib/format'
import { t } from '@/lib/i18n'
import { useNotifications } from '../api/get-notifications'
import { useMarkNotificationsRead } from '../api/mark-read'

/** More than this shows as "9+": the badge stays one small circle. */
const BADGE_MAX = 9

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  )
}

function NotificationItem({ notice, onOpen }: { notice: Notification; onOpen: (notice: Notification) => void }) {
  const body = (
    <>
      {notice.read ? null : <span className="sr-only">{t('notifications.unread')}: </span>}
      <span className={notice.read ? 'text-stone-700' : 'font-semibold text-stone-900'}>{notice.text}</span>
      <time dateTime={notice.createdAt} className="mt-0.5 block text-xs text-stone-600">
        {formatTimestamp(notice.createdAt)}
      </time>
    </>
  )
  const className = `flex gap-2 px-4 py-3 text-sm ${notice.read ? '' : 'bg-green-50'}`
  const dot = (
    <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${notice.read ? 'bg-transparent' : 'bg-green-700'}`} />
  )
  // Every notice links where it is about (its order's page, for this reader's side), as the server says.
  return (
    <li className="border-b border-stone-100 last:border-b-0">
      <Link to={notice.link} onClick={() => onOpen(notice)} className={`${className} hover:bg-stone-50 focus-visible:bg-stone-50`}>
        {dot}
        <span>{body}</span>
      </Link>
    </li>
  )
}

/**
 * The bell in a signed-in area's navigation bar: the unread count on a badge (and in the button's
 * name, for screen readers), and a panel with the newest notifications, each linking to its order
 * (the link the server gives).
 * Escape or a click outside closes the panel and focus goes back to the bell.
 */
export function NotificationBell() {
  const { data, isError } = useNotifications()
  const markRead = useMarkNotificationsRead()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const headingId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const unread = data?.unread ?? 0

  function close(returnFocus: boolean) {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    panelRef.current?.focus()
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault()
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  function openNotice(notice: Notification) {
    if (!notice.read) markRead.mutate({ ids: [notice._id] })
    close(false)
  }

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => (open ? close(true) : setOpen(true))}
        className="relative inline-flex size-11 items-center justify-center rounded-md text-stone-800 hover:bg-green-100 hover:text-green-900"
      >
        <BellIcon />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          tabIndex={-1}
          className="absolute top-full right-0 z-30 mt-1 w-[min(22rem,calc(100vw-2rem))] rounded-lg border border-stone-200 bg-white shadow-lg outline-none"
        >
          <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-2">
            <h2 id={headingId} className="text-base font-semibold text-stone-900">
              {t('notifications.title')}
            </h2>
            <button
              type="button"
              onClick={() => markRead.mutate({})}
              disabled={unread === 0}
              className="rounded-md px-2 py-1.5 text-sm font-semibold text-green-800 hover:bg-green-50 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {t('notifications.markAllRead')}
            </button>
          </div>
          {isError && !data ? (
            <p className="px-4 py-6 text-sm text-red-700">{t('notifications.loadFailed')}</p>
          ) : data && data.notifications.length === 0 ? (
            <p className="px-4 py-6 text-sm text-stone-600">{t('notifications.empty')}</p>
          ) : (
            <ul className="max-h-[60vh] overflow-y-auto">
              {data?.notifications.map((notice) => (
                <NotificationItem key={notice._id} notice={notice} onOpen={openNotice} />
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  )
}
