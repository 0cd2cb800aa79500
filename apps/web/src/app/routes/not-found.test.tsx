import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/testing/render-app'

describe('404 page', () => {
  it('answers any other path with "Oops! Page Not Found" and a way home', async () => {
    renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/')
  })
})
