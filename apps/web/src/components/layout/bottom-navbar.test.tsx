import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { Role } from '@app/shared/roles'
import { BottomNavbar } from './bottom-navbar'
import { BuyerNavbar } from './buyer-navbar'
import { FarmerNavbar } from './farmer-navbar'
import { TopNavbar } from './top-navbar'

afterEach(cleanup)

function renderBars(role: Role, path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TopNavbar role={role} busy={false} onLogout={() => {}} />
      {role === 'farmer' ? <FarmerNavbar /> : <BuyerNavbar />}
      <BottomNavbar role={role} />
    </MemoryRouter>,
  )
  return screen.getByRole('navigation', { name: 'Shortcuts' })
}

const linksOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link', { hidden: true })
    .map((link) => [link.textContent, link.getAttribute('href')])

describe('BottomNavbar', () => {
  it('gives a farmer Dashboard, My Crops, List New, Orders and Profile, the current one marked', () => {
    const bar = renderBars('farmer', '/products/list')
    expect(linksOf(bar)).toEqual([
      ['Dashboard', '/dashboard/farmer/home'],
      ['My Crops', '/dashboard/farmer'],
      ['List New', '/products/list'],
      ['Orders', '/orders/sales'],
      ['Profile', '/profile/farmer'],
    ])
    expect(within(bar).getByRole('link', { name: 'List New' })).toHaveAttribute('aria-current', 'page')
    expect(within(bar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
  })

  it('gives a buyer Dashboard, Browse, Cart, My Orders and Profile; Profile stays marked on its edit form', () => {
    const bar = renderBars('buyer', '/profile/buyer/edit')
    expect(linksOf(bar)).toEqual([
      ['Dashboard', '/dashboard/buyer'],
      ['Browse', '/products/browse'],
      ['Cart', '/mycart'],
      ['My Orders', '/orders/history'],
      ['Profile', '/profile/buyer'],
    ])
    expect(within(bar).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page')
  })

  it('is for phones only, and the page keeps room for it', () => {
    const bar = renderBars('buyer', '/dashboard/buyer')
    expect(bar).toHaveClass('fixed', 'bottom-0', 'md:hidden')
  })

  it.each(['farmer', 'buyer'] as const)('leaves a %s one dashboard: every link called a dashboard leads to the same screen', (role) => {
    renderBars(role, '/contact-us')
    const dashboards = screen
      .getAllByRole('link', { hidden: true })
      .filter((link) => /dashboard/i.test(link.textContent ?? ''))
      .map((link) => link.getAttribute('href'))
    expect(new Set(dashboards)).toEqual(new Set([role === 'farmer' ? '/dashboard/farmer/home' : '/dashboard/buyer']))
  })

  it('keeps the farmer’s other screens in the row under the top bar on phones, with no sideways strip of the rest', () => {
    renderBars('farmer', '/dashboard/farmer/home')
    const row = screen.getByRole('navigation', { name: 'Farmer' })
    const shownOnPhones = within(row)
      .getAllByRole('listitem')
      .filter((item) => !item.classList.contains('hidden'))
      .map((item) => item.textContent)
    expect(shownOnPhones).toEqual(['Orders Received'])
    // Every screen of the row is still one tap away on a phone: in the row, or in the bottom bar.
    const bottom = linksOf(screen.getByRole('navigation', { name: 'Shortcuts' })).map(([, href]) => href)
    for (const [, href] of linksOf(row)) expect(bottom.includes(href) || href === '/orders/received').toBe(true)
  })

  it('hides the buyer’s row on phones when the bottom bar has all of it and there is no bell', () => {
    renderBars('buyer', '/dashboard/buyer')
    expect(screen.getByRole('navigation', { name: 'Buyer' })).toHaveClass('hidden', 'md:block')
  })
})
