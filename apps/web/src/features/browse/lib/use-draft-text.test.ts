import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDraftText } from './use-draft-text'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function draftText() {
  const commit = vi.fn<(text: string) => void>()
  const { result } = renderHook(() => useDraftText('', commit, 300, (text) => text.trim()))
  return { commit, result }
}

describe('useDraftText', () => {
  it('lands the text once typing pauses, once', () => {
    const { commit, result } = draftText()
    act(() => result.current[1]('l'))
    act(() => result.current[1]('lo'))
    act(() => vi.advanceTimersByTime(299))
    expect(commit).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(commit.mock.calls).toEqual([['lo']])
  })

  it('lands a waiting change at once when the box is left, and never again from the timer', () => {
    const { commit, result } = draftText()
    act(() => result.current[1]('lot'))
    act(() => result.current[2]())
    expect(commit.mock.calls).toEqual([['lot']])
    act(() => vi.advanceTimersByTime(1000))
    act(() => result.current[2]())
    expect(commit.mock.calls).toEqual([['lot']])
  })
})
