import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { Role } from '@app/shared/roles'
import { TopNavbar } from './top-navbar'

function renderNavbar({ role = null as Role | null, busy = false, path = '/', onLogout = vi.fn() } = {}) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TopNavbar role={role} busy={busy} onLogout={onLogout} />
    </MemoryRouter>,
  )
  return { onLogout, nav: screen.getByRole('navigation', { name: 'Main', hidden: true }) }
}

describe('TopNavbar', () => {
  it('offers Sign In and Register to a visitor, with the brand linking home', () => {
    const { nav } = renderNavbar()
    expect(screen.getByRole('link', { name: 'KisanSetu' })).toHaveAttribute('href', '/')
    expect(within(nav).getByRole('link', { name: 'Browse Products', hidden: true })).toHaveAttribute('href', '/products/browse')
    expect(within(nav).getByRole('link', { name: 'Sign In', hidden: true })).toHaveAttribute('href', '/signin')
    expect(within(nav).getByRole('link', { name: 'Register', hidden: true })).toHaveAttribute('href', '/signup')
    expect(within(nav).queryByRole('button', { name: 'Logout', hidden: true })).not.toBeInTheDocument()
  })

  it('gives each role its dashboard and a Logout button, disabled while loading', () => {
    const { nav } = renderNavbar({ role: 'buyer', busy: true })
    expect(within(nav).getByRole('link', { name: 'Buyer Dashboard', hidden: true })).toHaveAttribute('href', '/dashboard/buyer')
    expect(within(nav).queryByRole('link', { name: 'Farmer Dashboard', hidden: true })).not.toBeInTheDocument()
    expect(within(nav).getByRole('button', { name: 'Logout', hidden: true })).toBeDisabled()
  })

  it('gives a farmer Farmer Dashboard, Browse Products and My Profile', () => {
    const { nav } = renderNavbar({ role: 'farmer' })
    // The same dashboard as the farmer's own bar and bottom bar: the welcome and sales screen.
    expect(within(nav).getByRole('link', { name: 'Farmer Dashboard', hidden: true })).toHaveAttribute('href', '/dashboard/farmer/home')
    expect(within(nav).getByRole('link', { name: 'Browse Products', hidden: true })).toHaveAttribute('href', '/products/browse')
    expect(within(nav).getByRole('link', { name: 'My Profile', hidden: true })).toHaveAttribute('href', '/profile/farmer')
  })

  it('offers Contact Us to visitors, farmers and buyers alike', () => {
    for (const role of [null, 'farmer', 'buyer'] as const) {
      const { nav } = renderNavbar({ role })
      expect(within(nav).getByRole('link', { name: 'Contact Us', hidden: true })).toHaveAttribute('href', '/contact-us')
      cleanup()
    }
  })

  it('gives a buyer Buyer Dashboard and My Profile', () => {
    const { nav } = renderNavbar({ role: 'buyer' })
    expect(within(nav).getByRole('link', { name: 'Buyer Dashboard', hidden: true })).toHaveAttribute('href', '/dashboard/buyer')
    expect(within(nav).getByRole('link', { name: 'My Profile', hidden: true })).toHaveAttribute('href', '/profile/buyer')
  })

  it('marks the active link', () => {
    const { nav } = renderNavbar({ role: 'farmer', path: '/dashboard/farmer/home' })
    const link = within(nav).getByRole('link', { name: 'Farmer Dashboard', hidden: true })
    expect(link).toHaveAttribute('aria-current', 'page')
    expect(link).toHaveClass('underline')
  })

  it('opens and closes the menu with the toggle, and closes it when a link is chosen', async () => {
    const user = userEvent.setup()
    const { nav } = renderNavbar()
    const toggle = screen.getByRole('button', { name: 'Menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveAttribute('aria-controls', nav.id)
    expect(nav).toHaveClass('hidden')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(nav).not.toHaveClass('hidden')

    await user.click(within(nav).getByRole('link', { name: 'Register' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(nav).toHaveClass('hidden')
  })

  it('calls the logout action', async () => {
    const { nav, onLogout } = renderNavbar({ role: 'farmer' })
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Logout', hidden: true }))
    expect(onLogout).toHaveBeenCalledOnce()
  })
})
