import { act, render, screen } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APP_TOAST_SETTINGS, AUTH_TOAST_SETTINGS, setToastSettings, toast } from './toast-store'
import { Toaster } from './toaster'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms))
}

describe('Toaster', () => {
  it('app-wide: bottom-right, one at a time, each closing after 2 seconds', () => {
    setToastSettings(APP_TOAST_SETTINGS)
    render(<Toaster />)
    act(() => {
      toast.success('First')
      toast.error('Second')
    })
    expect(screen.getByText('First')).toBeInTheDocument()
    expect(screen.queryByText('Second')).not.toBeInTheDocument()

    advance(1999)
    expect(screen.getByText('First')).toBeInTheDocument()
    advance(1)
    expect(screen.queryByText('First')).not.toBeInTheDocument()
    expect(screen.getByText('Second')).toBeInTheDocument()
    advance(2000)
    expect(screen.queryByText('Second')).not.toBeInTheDocument()
  })

  it('auth screens: top-right, no limit, 5 seconds', () => {
    setToastSettings(AUTH_TOAST_SETTINGS)
    render(<Toaster />)
    act(() => {
      toast.info('One')
      toast.info('Two')
      toast.info('Three')
    })
    const lists = screen.getAllByRole('list')
    expect(lists[0]?.children).toHaveLength(3)
    advance(4999)
    expect(screen.getByText('Three')).toBeInTheDocument()
    advance(1)
    expect(screen.queryByText('One')).not.toBeInTheDocument()
    expect(screen.queryByText('Three')).not.toBeInTheDocument()
  })

  it('keeps a toast raised on an auth screen in its own corner and timing after the screen changes', () => {
    setToastSettings(AUTH_TOAST_SETTINGS)
    render(<Toaster />)
    act(() => toast.success('Welcome back, farmer!'))
    setToastSettings(APP_TOAST_SETTINGS)
    act(() => toast.info('Later'))
    const [topRight, bottomRight] = screen.getAllByRole('list')
    expect(topRight).toHaveTextContent('Welcome back, farmer!')
    expect(bottomRight).toHaveTextContent('Later')
    advance(2000)
    expect(screen.getByText('Welcome back, farmer!')).toBeInTheDocument()
  })

  it('closes on the dismiss button and does not raise a toast twice under one id', async () => {
    vi.useRealTimers()
    render(<Toaster />)
    act(() => {
      toast.error('Please sign-in first.', { id: 'auth.signInRequired' })
      toast.error('Please sign-in first.', { id: 'auth.signInRequired' })
    })
    expect(screen.getAllByText('Please sign-in first.')).toHaveLength(1)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss notification' }))
    expect(screen.queryByText('Please sign-in first.')).not.toBeInTheDocument()
  })

  it('announces toasts through live regions that exist before any toast', () => {
    render(<Toaster />)
    for (const list of screen.getAllByRole('list')) expect(list).toHaveAttribute('aria-live', 'polite')
  })

  it('keeps a toast with a Try Again button for 10 seconds; the button runs it again and closes the toast', () => {
    setToastSettings(APP_TOAST_SETTINGS)
    render(<Toaster />)
    const retry = vi.fn()
    act(() => toast.error('Could not add to cart', { action: { label: 'Try Again', run: retry } }))

    advance(9999)
    act(() => screen.getByRole('button', { name: 'Try Again' }).click())
    expect(retry).toHaveBeenCalledOnce()
    expect(screen.queryByText('Could not add to cart')).not.toBeInTheDocument()

    act(() => toast.error('Still offline', { action: { label: 'Try Again', run: retry } }))
    advance(10_000)
    expect(screen.queryByText('Still offline')).not.toBeInTheDocument()
  })

  it('keeps its whole time for a toast that appears under the pointer, counting from when the pointer leaves', () => {
    setToastSettings(APP_TOAST_SETTINGS)
    act(() => toast.success('Product added to cart'))
    // The pointer rests where the toast appears: the browser reports it entering before the
    // toast's countdown has started (a layout effect runs before the countdown's effect).
    function PointerAlreadyThere() {
      useLayoutEffect(() => {
        // React reads a pointer entering from `mouseover` (from outside the page: no relatedTarget).
        screen
          .getByText('Product added to cart')
          .closest('li')
          ?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
      }, [])
      return null
    }
    render(
      <>
        <Toaster />
        <PointerAlreadyThere />
      </>,
    )
    advance(5000)
    expect(screen.getByText('Product added to cart')).toBeInTheDocument()

    act(() => {
      screen
        .getByText('Product added to cart')
        .closest('li')
        ?.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }))
    })
    advance(1999)
    expect(screen.getByText('Product added to cart')).toBeInTheDocument()
    advance(1)
    expect(screen.queryByText('Product added to cart')).not.toBeInTheDocument()
  })
})
