import type { Config } from '#src/config'
import { rateLimitedError, type AttemptCounter, type Backoff, type Limit, type RateLimiter } from '#src/lib/rate-limit'

/**
 * How long an account's failed sign-ins are remembered after its last wait ends. Forgetting them
 * sooner would hand a patient guesser a fresh set of free tries every hour.
 */
const FORGET_FAILURES_MS = 24 * 60 * 60 * 1000

const SCOPE = 'auth:signin'

export interface SignInAttempt {
  /** The password was right: the attempt does not count, and the address is remembered for the account. */
  succeeded(): Promise<void>
}

/**
 * Password guessing is limited without locking out the people it protects. Every attempt is
 * counted before its password is checked (given back when it was right), atomically, so a burst
 * of parallel guesses gets no more checks than the limit, on three counters:
 * - per account, with growing waits (AUTH_RATE_LIMIT_MAX_PER_EMAIL free failures, then 1 min,
 *   2, 4, … up to AUTH_SIGNIN_MAX_WAIT_MINUTES), whatever address the guesses come from;
 * - per account and address, with the same waits;
 * - per address, failures only (AUTH_RATE_LIMIT_MAX_PER_IP in each window), so one address cannot
 *   try many accounts, while a shared address (a carrier's, an office's) where many people sign
 *   in successfully is never blocked by them.
 * An address an account has signed in from is remembered for AUTH_TRUSTED_ADDRESS_DAYS; from it
 * only the account-and-address counter applies, so strangers failing elsewhere cannot lock the
 * owner out on their own phone.
 *
 * `account` names the account tried: `user:<id>` when one exists, the email or mobile number
 * otherwise, so an unknown account is limited exactly like a known one.
 */
export function signInThrottle(limiter: RateLimiter, config: Pick<Config, 'authRateLimit' | 'signInWaits'>) {
  const backoff: Backoff = {
    free: config.authRateLimit.maxPerEmail,
    firstWaitMs: config.signInWaits.firstWaitSeconds * 1000,
    maxWaitMs: config.signInWaits.maxWaitMinutes * 60 * 1000,
    forgetMs: FORGET_FAILURES_MS,
  }
  const perAddress: Limit = { max: config.authRateLimit.maxPerIp, windowMs: config.authRateLimit.windowMinutes * 60 * 1000 }
  const trustedMs = config.signInWaits.trustedAddressDays * 24 * 60 * 60 * 1000

  return {
    /** Counts an attempt on `account` from `ip`; throws the 429 when a wait is due. */
    async begin(account: string, ip: string): Promise<SignInAttempt> {
      const pairKey = `${SCOPE}:pair:${account}:${ip}`
      const trustedKey = `${SCOPE}:trusted:${account}:${ip}`
      const counters: AttemptCounter[] = [{ key: pairKey, backoff }]
      if (!(await limiter.recall(trustedKey))) {
        counters.push({ key: `${SCOPE}:account:${account}`, backoff }, { key: `${SCOPE}:ip:${ip}`, limit: perAddress })
      }
      const attempt = await limiter.reserve(counters)
      if (!attempt.allowed) throw rateLimitedError(attempt.retryInMs)
      return {
        async succeeded() {
          await attempt.giveBack()
          // Whoever signed in here knows the password: earlier failures from here are forgiven.
          await limiter.forget([pairKey])
          await limiter.remember(trustedKey, trustedMs)
        },
      }
    },
  }
}
