import { useEffect, useState } from 'react'
import type { MobileCodeSent } from '@app/shared/mobile-auth'
import { requestMobileCode, type CodeRequestPath } from '../api/mobile-code'
import type { CallGuard } from './use-proof-gate'

/**
 * A countdown in whole seconds: `start(seconds)` begins it, and the number left goes down once a
 * second to 0. Started from the event that sets it, so the first number shown is already right.
 */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void; stop: () => void } {
  const [clock, setClock] = useState({ until: 0, now: 0 })
  useEffect(() => {
    if (clock.until <= clock.now) return
    const timer = setTimeout(() => setClock((current) => ({ ...current, now: Date.now() })), Math.min(1000, clock.until - clock.now))
    return () => clearTimeout(timer)
  }, [clock])
  return {
    secondsLeft: Math.max(0, Math.ceil((clock.until - clock.now) / 1000)),
    start: (seconds) => {
      const now = Date.now()
      setClock({ until: now + seconds * 1000, now })
    },
    stop: () => setClock({ until: 0, now: 0 }),
  }
}

export type SendResult = { ok: true; sent: MobileCodeSent } | { ok: false; error: unknown }

const runAsIs: CallGuard = (call) => call()

/**
 * A form's one-time code: whether one was sent and where to, whether a send is under way, and
 * the seconds before the server takes another request for the number. `guard` wraps the request
 * (a signed-in account's change of number needs the session's proof first).
 */
export function useMobileCode(path: CodeRequestPath = '/user/phone/code', guard: CallGuard = runAsIs) {
  const [sent, setSent] = useState<MobileCodeSent | null>(null)
  const [sending, setSending] = useState(false)
  const countdown = useCountdown()

  async function send(mobile: string): Promise<SendResult> {
    setSending(true)
    try {
      const answer = await guard(() => requestMobileCode(mobile, path))
      setSent(answer)
      countdown.start(answer.resendInSeconds)
      return { ok: true, sent: answer }
    } catch (error) {
      return { ok: false, error }
    } finally {
      setSending(false)
    }
  }

  /** Back to the number step: the number was changed, so the code sent belongs to another. */
  function forget() {
    setSent(null)
    countdown.stop()
  }

  return { sent, sending, secondsLeft: countdown.secondsLeft, send, forget }
}
