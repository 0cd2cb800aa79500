import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { warmIntl } from './warm-intl'

/** A stand-in for the browser's Worker: records what the page sends and whether it was ended. */
class FakeWorker {
  static made: FakeWorker[] = []
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  sent: unknown[] = []
  terminated = false
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this)
  }
  postMessage(message: unknown) {
    this.sent.push(message)
  }
  terminate() {
    this.terminated = true
  }
}

/** Whether `promise` has settled, after the microtasks queued so far have run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false
  void promise.then(() => {
    settled = true
  })
  await vi.advanceTimersByTimeAsync(0)
  return settled
}

describe('warmIntl', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    FakeWorker.made = []
    vi.stubGlobal('Worker', FakeWorker)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it("sends the page's language to a worker and goes on once it answers", async () => {
    const ready = warmIntl('hi-IN')
    const [worker] = FakeWorker.made
    expect(worker?.sent).toEqual(['hi-IN'])
    expect(await isSettled(ready)).toBe(false)

    worker?.onmessage?.(new MessageEvent('message', { data: 'ready' }))
    // Its three Intl kinds follow a task each, long before the second it would otherwise wait.
    await vi.advanceTimersByTimeAsync(10)
    expect(await isSettled(ready)).toBe(true)
    expect(worker?.terminated).toBe(true)
  })

  it('goes on when the worker fails to load', async () => {
    const ready = warmIntl('en-IN')
    FakeWorker.made[0]?.onerror?.(new Event('error'))
    await vi.advanceTimersByTimeAsync(10)
    expect(await isSettled(ready)).toBe(true)
    expect(FakeWorker.made[0]?.terminated).toBe(true)
  })

  it('does not hold the page more than a second for a worker that never answers', async () => {
    const ready = warmIntl('ta-IN')
    await vi.advanceTimersByTimeAsync(999)
    expect(await isSettled(ready)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await vi.runAllTimersAsync()
    await expect(ready).resolves.toBeUndefined()
    expect(FakeWorker.made[0]?.terminated).toBe(true)
  })

  it('goes on without a worker where the browser cannot start one', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('blocked')
        }
      },
    )
    const ready = warmIntl('bn-IN')
    await vi.runAllTimersAsync()
    await expect(ready).resolves.toBeUndefined()
  })
})
