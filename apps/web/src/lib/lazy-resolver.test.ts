import { renderHook } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { getToasts } from '@/components/ui/toast/toast-store'
import { lazyZodResolver } from './lazy-resolver'

const NameSchema = z.object({ name: z.string().min(1, 'Name is required') })

describe('a form checked by a schema that loads when first needed', () => {
  it('checks with the schema once it has loaded, loading it only once', async () => {
    const load = vi.fn(() => Promise.resolve(NameSchema))
    const check = lazyZodResolver(load)
    const { result } = renderHook(() => useForm({ resolver: check.resolver, defaultValues: { name: '' } }))

    expect(await result.current.trigger()).toBe(false)
    expect(result.current.getFieldState('name').error?.message).toBe('Name is required')
    result.current.setValue('name', 'Asha')
    expect(await result.current.trigger()).toBe(true)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('says why when the schema cannot load, sends nothing, and tries again on the next check', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(NameSchema)
    const check = lazyZodResolver(load)
    const submitted = vi.fn()
    const { result } = renderHook(() => useForm({ resolver: check.resolver, defaultValues: { name: 'Asha' } }))

    await result.current.handleSubmit(submitted)()
    expect(submitted).not.toHaveBeenCalled()
    expect(getToasts().map((toast) => toast.message)).toContain('KisanSetu could not be reached. Check your connection and try again.')

    await result.current.handleSubmit(submitted)()
    expect(submitted).toHaveBeenCalledWith({ name: 'Asha' }, undefined)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
