import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AuditEntryDto } from '@app/shared/audit'
import { queryClient } from '@/lib/query-client'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, storeSession } from '@/testing/render-app'

beforeEach(() => queryClient.clear())

const entry = (id: number, overrides: Partial<AuditEntryDto> = {}): AuditEntryDto => ({
  id: String(id),
  createdAt: '2025-03-14T09:00:00.000Z',
  action: 'operator.listing_hidden',
  actorRole: 'admin',
  actor: { id: 'op-1', name: 'Priya Operator', email: 'priya@kisansetu.in', mobile: null },
  subject: { id: 'farmer-1', name: 'Ramesh Patel', email: null, mobile: '+919876512345' },
  targetType: 'listing',
  targetId: 'listing-7',
  reason: 'Fake organic claim',
  details: {},
  ipTag: 'tag-abc',
  ...overrides,
})

describe('The audit log screen', () => {
  it('lists entries, searches by the fields in the address, and pages back', async () => {
    storeSession('admin')
    const asked: URLSearchParams[] = []
    server.use(
      http.get(apiUrl('/admin/audit'), ({ request }) => {
        const query = new URL(request.url).searchParams
        asked.push(query)
        if (query.get('before') === '2')
          return HttpResponse.json({
            entries: [entry(1, { action: 'account.upi_changed', actor: null, actorRole: 'system' })],
            nextBefore: null,
          })
        return HttpResponse.json({
          entries: [entry(3), entry(2, { subject: { id: 'gone-1', name: null, email: null, mobile: null }, reason: null })],
          nextBefore: '2',
        })
      }),
    )
    const user = userEvent.setup()
    renderApp('/admin/audit')
    const list = within(await screen.findByRole('region', { name: 'Entries' }, { timeout: 5000 }))
    const items = await list.findAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Priya Operator · priya@kisansetu.in · admin')
    expect(items[0]).toHaveTextContent('Ramesh Patel · +919876512345')
    expect(items[0]).toHaveTextContent('Fake organic claim')
    expect(items[1]).toHaveTextContent('Account gone-1 (no longer exists)')

    await user.click(list.getByRole('button', { name: 'Older entries' }))
    expect(await list.findByText('account.upi_changed')).toBeInTheDocument()
    expect(list.getAllByRole('listitem')[2]).toHaveTextContent('System')

    const search = within(screen.getByRole('search', { name: 'Search the audit log' }))
    await user.type(search.getByLabelText('Account'), 'ramesh@example.com')
    await user.selectOptions(search.getByLabelText('Action'), 'Every operator action')
    await user.click(search.getByRole('button', { name: 'Search' }))
    expect(currentPath()).toBe('/admin/audit?user=ramesh%40example.com&action=operator')
    await list.findAllByRole('listitem')
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ user: 'ramesh@example.com', action: 'operator' })
  })

  it('shows a filter the server refuses under its field', async () => {
    storeSession('admin')
    server.use(
      http.get(apiUrl('/admin/audit'), () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Check the fields',
            requestId: 'r1',
            fieldErrors: { to: ['The end date is before the start date'] },
          },
          { status: 400 },
        ),
      ),
    )
    renderApp('/admin/audit?from=2025-03-02&to=2025-03-01')
    expect(await screen.findByText('The end date is before the start date', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true')
  })
})
