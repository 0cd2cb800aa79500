import { act, fireEvent } from '@testing-library/react'
import { useState, type ReactElement } from 'react'
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

/** `page` as the server draws it, then hydrated in stages, as main.tsx does for a visitor. */
function hydrateServerDrawn(page: () => ReactElement) {
  const Drawn = page
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Drawn />)
  document.body.append(container)
  const serverButtons = [...container.querySelectorAll('button')]
  act(() => {
    hydrateInStages()
    hydrateRoot(container, <Drawn />)
  })
  return { container, serverButtons }
}

/** Whether `button` answers a tap, which only a hydrated one does. */
async function answers(button: Element) {
  const before = button.textContent
  fireEvent.click(button)
  await act(() => Promise.resolve())
  return button.textContent !== before
}

describe('a part of a page hydrated in a later task', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('keeps the server’s markup on screen, then takes it over in the next task, node for node', async () => {
    vi.useFakeTimers()
    const { container, serverButtons } = hydrateServerDrawn(Page)
    const later = serverButtons[1]
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
    const { container, serverButtons } = hydrateServerDrawn(StagedPage)
    const [, two, one] = serverButtons
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
    const three = hydrateServerDrawn(StagedPage).serverButtons[1]!
    let ready = false
    void whenHydrated().then(() => {
      ready = true
    })
    // Until the last stage's part answers a tap, the page is not ready; then it is.
    expect(await answers(three)).toBe(false)
    while (!(await answers(three))) {
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

  it('holds back a part rendered after the page’s own task only for a stage the page is still on', async () => {
    vi.useFakeTimers()
    hydrateServerDrawn(() => (
      <main>
        <HydrateLater stage={3}>
          <Counter label="Three" />
        </HydrateLater>
      </main>
    ))
    // The page's own task is over; its later part (stage 3) has not hydrated yet.
    act(() => vi.advanceTimersToNextTimer())
    const container = document.createElement('div')
    document.body.append(container)
    act(() => {
      createRoot(container).render(
        <main>
          <HydrateLater stage={3}>
            <Counter label="Three" />
          </HydrateLater>
          <HydrateLater stage={5}>
            <Counter label="Five" />
          </HydrateLater>
        </main>,
      )
    })
    // Stage 5 is not one the hydrated page waits for: that part shows at once; stage 3's when it comes.
    expect([...container.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Five 0'])
    await act(() => vi.runAllTimersAsync())
    expect([...container.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Three 0', 'Five 0'])
  })
})
