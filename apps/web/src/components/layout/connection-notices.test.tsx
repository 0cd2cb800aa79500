import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { offerUpdate } from '@/lib/app-update'
import { ConnectionNotices } from './connection-notices'

function goOffline(offline: boolean) {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline)
  onTestFinished(() => onLine.mockRestore())
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'))
  })
}

afterEach(cleanup)

describe('ConnectionNotices', () => {
  it('says the phone is offline while it is, and goes when the connection is back', () => {
    render(<ConnectionNotices />)
    expect(screen.queryByText('You are offline. Showing saved pages.')).not.toBeInTheDocument()

    goOffline(true)
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. Showing saved pages.')

    goOffline(false)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('offers a new version with a Reload the user chooses, never by itself', async () => {
    const apply = vi.fn()
    render(<ConnectionNotices />)
    act(() => offerUpdate(apply))
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready')
    expect(apply).not.toHaveBeenCalled()

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }))
    expect(apply).toHaveBeenCalledOnce()
  })
})
