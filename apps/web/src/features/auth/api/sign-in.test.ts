import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { queryClient } from '@/lib/query-client'
import { getSession } from '@/lib/session'
import { apiUrl, server } from '@/testing/msw-server'
import { makeUser } from '@/testing/render-app'
import { signIn } from './sign-in'

describe('signIn', () => {
  it('drops what an earlier account left in the data cache, then starts the new session', async () => {
    const user = makeUser('buyer')
    server.use(http.post(apiUrl('/user/signin'), () => HttpResponse.json({ message: 'Login successful', token: 'token-2', user })))
    queryClient.setQueryData(['cart'], { cart: { products: [{ productId: 'left-by-someone-else' }] }, product: [] })

    const result = await signIn({ email: 'buyer@example.com', password: 'secret-pass-1' })

    expect(result.success).toBe(true)
    expect(queryClient.getQueryData(['cart'])).toBeUndefined()
    expect(getSession()).toMatchObject({ token: 'token-2', user: { email: 'buyer@example.com' } })
  })
})
