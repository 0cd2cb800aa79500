import { act, fireEvent } from '@testing-library/react'
import { useState } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HydrateLater, hydrateInStages, whenHydrated } from './hydrate-later'

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  )
}

function Page() {
  return (
    <main>
      <Counter label="First" />
      <HydrateLater>
        <Counter label="Later" />
      </HydrateLater>
    </main>
  )
}

describe('a part of a page hydrated in a later task', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('keeps the server’s markup on screen, then takes it over in the next task, node for node', async () => {
    vi.useFakeTimers()
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    document.body.append(container)
    const later = container.querySelectorAll('button')[1]

    act(() => {
      hydrateInStages()
      hydrateRoot(container, <Page />)
    })
    const first = container.querySelectorAll('button')[0]
    fireEvent.click(first!)
    await act(() => Promise.resolve())
    expect(first?.textContent).toBe('First 1')
    // Not yet hydrated: the server's button is there, and a tap does nothing.
    expect(container.querySelectorAll('button')[1]).toBe(later)
    fireEvent.click(later!)
    expect(later?.textContent).toBe('Later 0')

    await act(() => vi.runAllTimersAsync())
    expect(container.querySelectorAll('button')).toHaveLength(2)
    expect(container.querySelectorAll('button')[1]).toBe(later)
    fireEvent.click(later!)
    await act(() => Promise.resolve())
    expect(later?.textContent).toBe('Later 1')
  })

  it('hydrates each stage in a task of its own, in order', async () => {
    vi.useFakeTimers()
    const StagedPage = () => (
      <main>
        <Counter label="First" />
        <HydrateLater stage={2}>
          <Counter label="Two" />
        </HydrateLater>
        <HydrateLater stage={1}>
          <Counter label="One" />
        </HydrateLater>
      </main>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(<StagedPage />)
    document.body.append(container)
    const [, two, one] = container.querySelectorAll('button')
    /** Whether `button` answers a tap, which only a hydrated one does. */
    const answers = async (button: Element) => {
      const before = button.textContent
      fireEvent.click(button)
      await act(() => Promise.resolve())
      return button.textContent !== before
    }

    act(() => {
      hydrateInStages()
      hydrateRoot(container, <StagedPage />)
    })
    expect(await answers(one!)).toBe(false)
    while (!(await answers(one!))) await act(() => vi.advanceTimersToNextTimerAsync())
    // Stage 1 has hydrated; stage 2, though earlier on the page, waits for a task of its own.
    expect(await answers(two!)).toBe(false)
    await act(() => vi.advanceTimersToNextTimerAsync())
    expect(await answers(two!)).toBe(true)
    expect(container.querySelectorAll('button')).toHaveLength(3)
  })

  it('tells when the last stage has hydrated, so the page can say it is ready', async () => {
    vi.useFakeTimers()
    const StagedPage = () => (
      <main>
        <HydrateLater stage={1}>
          <Counter label="One" />
        </HydrateLater>
        <HydrateLater stage={3}>
          <Counter label="Three" />
        </HydrateLater>
      </main>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(<StagedPage />)
    document.body.append(container)
    act(() => {
      hydrateInStages()
      hydrateRoot(container, <StagedPage />)
    })
    let ready = false
    void whenHydrated().then(() => {
      ready = true
    })
    const three = container.querySelectorAll('button')[1]!
    const answered = async () => {
      const before = three.textContent
      fireEvent.click(three)
      await act(() => Promise.resolve())
      return three.textContent !== before
    }
    // Until the last stage's part answers a tap, the page is not ready; then it is.
    expect(await answered()).toBe(false)
    while (!(await answered())) {
      expect(ready).toBe(false)
      await act(() => vi.advanceTimersToNextTimerAsync())
    }
    await act(() => vi.runAllTimersAsync())
    expect(ready).toBe(true)
  })

  it('is its children at once when the page is rendered rather than hydrated', () => {
    const container = document.createElement('div')
    document.body.append(container)
    act(() => {
      createRoot(container).render(<Page />)
    })
    expect([...container.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['First 0', 'Later 0'])
  })
})
