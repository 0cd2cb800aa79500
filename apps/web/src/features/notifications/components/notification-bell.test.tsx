import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Notification, NotificationsResponse } from '@app/shared/notifications'
import { queryClient } from '@/lib/query-client'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, storeSession } from '@/testing/render-app'
import { NotificationBell } from './notification-bell'

const LIST_URL = apiUrl('/me/notifications')
const READ_URL = apiUrl('/me/notifications/read')

const accepted: Notification = {
  _id: '11111111-1111-4111-8111-111111111111',
  text: 'Order KSABCDEFGHJK from Asha Patil was accepted',
  orderId: 'order-1',
  link: '/orders/view/order-1',
  createdAt: '2026-11-20T10:00:00.000Z',
  read: false,
}
const packed: Notification = {
  _id: '22222222-2222-4222-8222-222222222222',
  text: 'Order KSABCDEFGHJK from Asha Patil is packed',
  orderId: 'order-1',
  link: '/orders/view/order-1',
  createdAt: '2026-11-21T10:00:00.000Z',
  read: false,
}
const older: Notification = {
  _id: '33333333-3333-4333-8333-333333333333',
  text: 'Order KSZZZZZZZZZZ from Asha Patil was accepted',
  orderId: 'order-2',
  link: '/orders/view/order-2',
  createdAt: '2026-11-01T10:00:00.000Z',
  read: true,
}

function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname}</output>
}

/** The bell with the server answering `state`; marks change the state as the server would. */
function show(initial: NotificationsResponse) {
  let state = initial
  const marked: unknown[] = []
  server.use(
    http.get(LIST_URL, () => HttpResponse.json(state)),
    http.post(READ_URL, async ({ request }) => {
      const body = (await request.json()) as { ids?: string[] }
      marked.push(body)
      const notifications = state.notifications.map((notice) =>
        !body.ids || body.ids.includes(notice._id) ? { ...notice, read: true } : notice,
      )
      state = { notifications, unread: notifications.filter((notice) => !notice.read).length }
      return HttpResponse.json({ message: 'Marked as read', unread: state.unread })
    }),
  )
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard/buyer']}>
        <NotificationBell />
        <button type="button">Elsewhere</button>
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { marked }
}

beforeEach(() => {
  queryClient.clear()
  storeSession('buyer')
})

describe('NotificationBell', () => {
  it('names the unread count on the button and shows it on a badge', async () => {
    show({ notifications: [packed, accepted, older], unread: 2 })
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' })
    expect(bell).toHaveAttribute('aria-expanded', 'false')
    expect(bell).toHaveTextContent('2')
  })

  it('opens a panel listing the notifications, newest first, each linking to its order', async () => {
    const user = userEvent.setup()
    show({ notifications: [packed, accepted, older], unread: 2 })
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }))

    const panel = screen.getByRole('dialog', { name: 'Notifications' })
    expect(panel).toHaveFocus()
    const links = within(panel).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining(packed.text),
      expect.stringContaining(accepted.text),
      expect.stringContaining(older.text),
    ])
    expect(links[0]).toHaveAttribute('href', '/orders/view/order-1')
    expect(links[2]).toHaveAttribute('href', '/orders/view/order-2')
    // Unread ones say so to a screen reader; times are written out.
    expect(links[0]).toHaveTextContent(/^Unread:/)
    expect(links[2]).not.toHaveTextContent(/Unread/)
    expect(within(links[0]!).getByText('21 Nov 2026', { exact: false })).toBeInTheDocument()
  })

  it('closes on Escape and gives focus back to the bell', async () => {
    const user = userEvent.setup()
    show({ notifications: [accepted], unread: 1 })
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' })
    await user.click(bell)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(bell).toHaveFocus()
    expect(bell).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on a click outside', async () => {
    const user = userEvent.setup()
    show({ notifications: [accepted], unread: 1 })
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }))
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('marks all as read', async () => {
    const user = userEvent.setup()
    const { marked } = show({ notifications: [packed, accepted, older], unread: 2 })
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }))
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }))

    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument())
    expect(marked).toEqual([{}])
    const panel = screen.getByRole('dialog', { name: 'Notifications' })
    expect(within(panel).queryByText(/Unread/)).not.toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
  })

  it('opens the order of a notification and marks that one read', async () => {
    const user = userEvent.setup()
    const { marked } = show({ notifications: [packed, accepted], unread: 2 })
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }))
    await user.click(screen.getByRole('link', { name: new RegExp(accepted.text) }))

    expect(currentPath()).toBe('/orders/view/order-1')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(marked).toEqual([{ ids: [accepted._id] }]))
    await screen.findByRole('button', { name: 'Notifications, 1 unread' })
  })

  it('says when there is nothing yet', async () => {
    const user = userEvent.setup()
    show({ notifications: [], unread: 0 })
    await user.click(await screen.findByRole('button', { name: 'Notifications' }))
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument()
  })
})
