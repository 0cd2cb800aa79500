import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import type { EnrolStartResponse } from '@app/shared/operator-auth'
import { paths } from '@app/shared/paths'
import { Button } from '@/components/ui/button'
import { applyServerErrors } from '@/components/ui/form/apply-server-errors'
import { formField } from '@/components/ui/form/form-field'
import { toast } from '@/components/ui/toast/toast-store'
import { startFreshSession } from '../api/sign-in'
import { CodeField } from './code-step'
import { FormFailure } from './form-failure'
import type { OperatorSignInArrival } from './sign-in-form'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { lazyZodResolver } from '@/lib/lazy-resolver'
import { finishSignIn, startEnrolment } from '../api/operator-sign-in'

const codeCheck = lazyZodResolver(() => import('@app/shared/operator-auth').then((module) => module.TotpSignInSchema.pick({ code: true })))

/** The key as authenticator apps print it: groups of four, easier to copy by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ')
}

/**
 * One request per challenge, however often the panel mounts: each request makes a new secret and
 * only the last one made can be confirmed, so two in flight could show one and keep the other.
 */
const enrolments = new Map<string, Promise<EnrolStartResponse>>()

function enrolmentOf(challenge: string): Promise<EnrolStartResponse> {
  let enrolment = enrolments.get(challenge)
  if (!enrolment) {
    enrolment = startEnrolment(challenge)
    enrolments.set(challenge, enrolment)
  }
  return enrolment
}

/** Enrolment's first half: the QR code and the key, asked for once the screen opens. */
function EnrolPanel({ challenge, onExpired }: { challenge: string; onExpired: (message: string) => void }) {
  const [enrolment, setEnrolment] = useState<EnrolStartResponse | null>(null)
  useEffect(() => {
    let live = true
    enrolmentOf(challenge).then(
      (answer) => live && setEnrolment(answer),
      (error: unknown) => live && onExpired(getErrorMessage(error, t('adminSignIn.noChallenge'))),
    )
    return () => {
      live = false
    }
  }, [challenge, onExpired])

  return (
    <section aria-labelledby="enrol-title" className="space-y-3">
      <h2 id="enrol-title" className="text-lg font-semibold text-stone-900">
        {t('adminSignIn.enrolTitle')}
      </h2>
      <p className="text-sm text-stone-700">{t('adminSignIn.enrolSteps')}</p>
      {/* A fixed box, so the form below does not move when the QR code arrives. */}
      <div className="mx-auto flex size-48 items-center justify-center rounded-lg border border-stone-200 bg-white">
        {enrolment ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt={t('adminSignIn.qrAlt')}
            width={176}
            height={176}
          />
        ) : (
          <span className="text-sm text-stone-600">{t('adminSignIn.loadingSecret')}</span>
        )}
      </div>
      <p className="text-sm text-stone-700">{t('adminSignIn.secretLabel')}</p>
      <p className="min-h-7 break-all rounded bg-stone-100 px-2 py-1 text-center font-mono text-base" data-testid="totp-secret">
        {enrolment ? grouped(enrolment.secret) : ''}
      </p>
      <p className="text-sm text-stone-600">{t('adminSignIn.secretOnce')}</p>
    </section>
  )
}

/**
 * The operator's second step: the code of the authenticator app, after enrolling one when the
 * operator has none (the QR code above the field). The session starts only with a right code, and
 * the console opens.
 */
export function SecondFactorForm({ arrival }: { arrival: OperatorSignInArrival }) {
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<{ code: string }>({ resolver: codeCheck.resolver, defaultValues: { code: '' }, reValidateMode: 'onSubmit' })
  const { handleSubmit, formState, setFocus } = form

  useEffect(() => {
    if (arrival.secondFactor === 'totp') setFocus('code')
  }, [arrival.secondFactor, setFocus])

  async function submit(values: { code: string }) {
    setFailure(null)
    try {
      const session = await finishSignIn(arrival.secondFactor, { challenge: arrival.challenge, code: values.code })
      await startFreshSession(session)
      toast.success(t('adminSignIn.welcome'))
      void navigate(paths.adminDashboard, { replace: true })
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(getErrorMessage(error, t('adminSignIn.noChallenge')))
    }
  }

  return (
    <div className="space-y-6">
      {arrival.secondFactor === 'enrol' ? <EnrolPanel challenge={arrival.challenge} onExpired={setFailure} /> : null}
      <form noValidate onSubmit={handleSubmit(submit)} onFocusCapture={codeCheck.preload} className="space-y-5">
        <fieldset disabled={formState.isSubmitting} className="space-y-5">
          <CodeField label={t('adminSignIn.codeLabel')} hint={t('adminSignIn.codeHint')} field={formField(form, 'code')} />
          <Button type="submit" className="w-full">
            {arrival.secondFactor === 'enrol' ? t('adminSignIn.confirm') : t('adminSignIn.submit')}
          </Button>
          <FormFailure message={failure} />
        </fieldset>
      </form>
      <p className="text-center text-sm">
        <Link to={paths.signIn} className="font-semibold text-green-800 underline underline-offset-2">
          {t('adminSignIn.startAgain')}
        </Link>
      </p>
    </div>
  )
}
