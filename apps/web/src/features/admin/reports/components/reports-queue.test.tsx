import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { OpenReport } from '@app/shared/moderation'
import { queryClient } from '@/lib/query-client'
import { apiUrl, server } from '@/testing/msw-server'
import { renderApp, storeSession } from '@/testing/render-app'
import { reportAge } from './reports-queue'

beforeEach(() => queryClient.clear())

const listingReport: OpenReport = {
  _id: 'r-1',
  target: 'listing',
  reason: 'fraud',
  details: 'Dyed safflower sold as saffron',
  createdAt: new Date(Date.now() - 5 * 60 * 60 * 1000).toISOString(),
  reporter: { _id: 'b-1', name: 'Meena Joshi' },
  listing: { _id: 'p-1', name: 'Kesar Saffron', hidden: false, hiddenReason: null },
  account: { _id: 'f-1', name: 'Ravi Patil', role: 'farmer', suspended: false, suspendedReason: null },
  openOnTarget: 2,
}

describe('The reports queue (/admin/reports)', () => {
  it('shows each open report with its target and age, and needs a reason before any decision', async () => {
    storeSession('admin')
    const decisions: { url: string; body: unknown }[] = []
    let reports = [listingReport]
    server.use(
      http.get(apiUrl('/admin/reports'), () => HttpResponse.json({ reports, total: reports.length })),
      http.post(apiUrl('/admin/listings/:id/hide'), async ({ request, params }) => {
        decisions.push({ url: `listings/${String(params.id)}/hide`, body: await request.json() })
        reports = []
        return HttpResponse.json({ message: 'Done. The user is told.' })
      }),
    )
    const user = userEvent.setup()
    renderApp('/admin/reports')
    const card = await screen.findByRole('listitem', { name: 'Listing “Kesar Saffron” of Ravi Patil' })
    expect(within(card).getByText('Reported by Meena Joshi · 5 hours ago')).toBeInTheDocument()
    expect(within(card).getByText('Fraud or a scam')).toBeInTheDocument()
    expect(within(card).getByText('2 reports open on this')).toBeInTheDocument()
    const hide = within(card).getByRole('button', { name: 'Hide listing' })
    expect(hide).toBeDisabled()
    await user.type(within(card).getByRole('textbox', { name: /Reason for the decision/ }), 'Not saffron')
    await user.click(hide)
    await waitFor(() => expect(decisions).toEqual([{ url: 'listings/p-1/hide', body: { reason: 'Not saffron' } }]))
    expect(await screen.findByText('No open reports.')).toBeInTheDocument()
  })

  it('asks before suspending an account', async () => {
    storeSession('admin')
    const suspended: string[] = []
    server.use(
      http.get(apiUrl('/admin/reports'), () => HttpResponse.json({ reports: [listingReport], total: 1 })),
      http.post(apiUrl('/admin/accounts/:id/suspend'), ({ params }) => {
        suspended.push(String(params.id))
        return HttpResponse.json({ message: 'Done. The user is told.' })
      }),
    )
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    const user = userEvent.setup()
    renderApp('/admin/reports')
    const card = await screen.findByRole('listitem', { name: 'Listing “Kesar Saffron” of Ravi Patil' })
    await user.type(within(card).getByRole('textbox', { name: /Reason for the decision/ }), 'Fraud')
    await user.click(within(card).getByRole('button', { name: 'Suspend account' }))
    expect(suspended).toEqual([])
    await user.click(within(card).getByRole('button', { name: 'Suspend account' }))
    await waitFor(() => expect(suspended).toEqual(['f-1']))
    expect(confirm).toHaveBeenCalledTimes(2)
    confirm.mockRestore()
  })

  it('counts a report’s age in hours for two days, then in days', () => {
    const now = Date.parse('2026-12-06T12:00:00Z')
    expect(reportAge('2026-12-06T11:30:00Z', now)).toBe('0 hours ago')
    expect(reportAge('2026-12-05T11:00:00Z', now)).toBe('25 hours ago')
    expect(reportAge('2026-12-01T12:00:00Z', now)).toBe('5 days ago')
  })
})
