import type { Config } from '#src/config'
import type { AttemptCounter, Backoff, Limit, RateLimiter } from '#src/lib/rate-limit'

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
 * - per address, failures only (AUTH_SIGNIN_MAX_FAILURES_PER_IP in each window), so one address
 *   cannot try many accounts, while a shared address (a carrier's, an office's) where many people
 *   sign in successfully is never blocked by them.
 * An address an account has signed in from is remembered for AUTH_TRUSTED_ADDRESS_DAYS; from it
 * only the account-and-address counter applies, so strangers failing elsewhere cannot make the
 * owner's own phone wait.
 *
 * While a counter makes an attempt wait, no password is checked at all: the sign-in asks for a
 * code to the account's own contact instead (auth.service), so the waits stop guessing without
 * shutting the owner out.
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
  const windowMs = config.authRateLimit.windowMinutes * 60 * 1000
  const perAddress: Limit = { max: config.signInWaits.maxFailuresPerIp, windowMs }
  const trustedMs = config.signInWaits.trustedAddressDays * 24 * 60 * 60 * 1000
  const keys = (account: string, ip: string) => ({
    pair: `${SCOPE}:pair:${account}:${ip}`,
    trusted: `${SCOPE}:trusted:${account}:${ip}`,
  })

  /** Whoever signed in here holds the account: earlier failures from here are forgiven, and the address is remembered. */
  async function trust(account: string, ip: string): Promise<void> {
    const { pair, trusted } = keys(account, ip)
    await limiter.forget([pair])
    await limiter.remember(trusted, trustedMs)
  }

  return {
    /** Counts an attempt on `account` from `ip`; null when a counter makes it wait (no password may be checked now). */
    async begin(account: string, ip: string): Promise<SignInAttempt | null> {
      const { pair, trusted } = keys(account, ip)
      const counters: AttemptCounter[] = [{ key: pair, backoff }]
      if (!(await limiter.recall(trusted))) {
        counters.push({ key: `${SCOPE}:account:${account}`, backoff }, { key: `${SCOPE}:ip:${ip}`, limit: perAddress })
      }
      const attempt = await limiter.reserve(counters)
      if (!attempt.allowed) return null
      return {
        async succeeded() {
          await attempt.giveBack()
          await trust(account, ip)
        },
      }
    },
    trust,
    /**
     * Whether `ip` may have another code sent for a sign-in that waits: as many as the address may
     * fail, so one address cannot spend the SMS of many accounts' owners. Refusing sends nothing and
     * answers the same, so it tells nobody anything.
     */
    async mayOfferCode(ip: string): Promise<boolean> {
      return (await limiter.reserve([{ key: `${SCOPE}:offer:${ip}`, limit: perAddress }])).allowed
    },
  }
}
