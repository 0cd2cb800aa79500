import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import { SetPasswordSchema, type SetPassword } from '@app/shared/account-security'
import { AddEmailSchema, type AddEmail } from '@app/shared/auth'
import { AddMobileSchema, type AddMobile } from '@app/shared/mobile-auth'
import { formatIndianMobile } from '@app/shared/phone'
import { Button } from '@/components/ui/button'
import { Fact } from '@/components/ui/fact'
import { applyServerErrors } from '@/components/ui/form/apply-server-errors'
import { InputField } from '@/components/ui/form/field'
import { formField } from '@/components/ui/form/form-field'
import { toast } from '@/components/ui/toast/toast-store'
import { getErrorMessage } from '@/lib/api-client'
import { t, tText } from '@/lib/i18n'
import { addEmail, addMobile, setPassword } from '../api/account-details'
import { useCodeForm } from '../lib/use-code-form'
import { useProofGate, type CallGuard } from '../lib/use-proof-gate'
import { useAuth } from '../session-store'
import { CodeStep, MobileField } from './code-step'
import { FormFailure } from './form-failure'
import { ProofStep } from './proof-step'
import { SecurityActivity } from './security-activity'

type Editing = 'mobile' | 'email' | 'password' | null

/**
 * The profile screens' "Sign-in details": the mobile number and the email the account signs in
 * with, and the forms that add or change a number (proven by a code), an email (joined once the
 * mailed link is opened) or the password. Either contact alone is enough, so each says "Not added
 * yet" rather than nothing. When the server wants the session to prove itself first, "Confirm it’s
 * you" takes the form's place and the form's call goes through once it is done. Under the
 * details, the account's security activity.
 */
export function SignInDetails() {
  const { user } = useAuth()
  const headingId = useId()
  const [editing, setEditing] = useState<Editing>(null)
  const [linkSent, setLinkSent] = useState<string | null>(null)
  const proof = useProofGate()
  if (!user) return null

  function close() {
    proof.drop()
    setEditing(null)
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 pb-8">
      <section aria-labelledby={headingId} className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
        <h2 id={headingId} className="text-xl font-bold text-stone-900">
          {t('accountScreen.detailsHeading')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('accountScreen.detailsIntro')}</p>
        <dl className="mt-4 grid gap-5 sm:grid-cols-2">
          <Fact label={t('account.mobile')}>{user.mobile ? formatIndianMobile(user.mobile) : t('accountScreen.notAdded')}</Fact>
          <Fact label={t('auth.email')}>{user.email ?? t('accountScreen.notAdded')}</Fact>
        </dl>
        {linkSent ? (
          <p role="status" className="mt-4 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
            {tText(linkSent)}
          </p>
        ) : null}
        <div className="mt-5">
          {proof.asking ? <ProofStep onProven={proof.proven} onCancel={close} /> : null}
          {/* Kept while the proof is asked for: its call resumes, and what was typed stays. */}
          <div hidden={proof.asking}>
            {editing === 'mobile' ? (
              <AddMobileForm guard={proof.guard} changing={user.mobile !== null} onDone={close} />
            ) : editing === 'email' ? (
              <AddEmailForm
                guard={proof.guard}
                onDone={(message) => {
                  setLinkSent(message)
                  close()
                }}
                onCancel={close}
              />
            ) : editing === 'password' ? (
              <SetPasswordForm guard={proof.guard} onDone={close} />
            ) : (
              <div className="flex flex-wrap gap-3">
                <Button variant="secondary" onClick={() => setEditing('mobile')}>
                  {user.mobile ? t('accountScreen.changeMobile') : t('accountScreen.addMobile')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setLinkSent(null)
                    setEditing('email')
                  }}
                >
                  {user.email ? t('accountScreen.changeEmail') : t('accountScreen.addEmail')}
                </Button>
                <Button variant="secondary" onClick={() => setEditing('password')}>
                  {t('accountScreen.setPassword')}
                </Button>
              </div>
            )}
          </div>
        </div>
      </section>
      <SecurityActivity />
    </div>
  )
}

/** Before the code is sent only the number is checked. */
const NumberStepSchema = AddMobileSchema.extend({ code: z.string() })

/**
 * A mobile number for the account: the number, "Send code", then the code and "Add mobile number"
 * (or "Change mobile number").
 */
function AddMobileForm({ guard, changing, onDone }: { guard: CallGuard; changing: boolean; onDone: () => void }) {
  const { code, failure, onSubmit, mobileField, codeField, resend } = useCodeForm<AddMobile>({
    path: '/me/mobile/code',
    guard,
    numberStep: NumberStepSchema,
    codeStep: AddMobileSchema,
    defaultValues: { mobile: '', code: '' },
    finish: async ({ mobile, code }) => {
      try {
        await guard(() => addMobile({ mobile, code }))
      } catch (error) {
        return { ok: false, error, message: t('auth.somethingWentWrong') }
      }
      toast.success(t('account.mobileAdded'))
      onDone()
      return { ok: true }
    },
  })
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <MobileField field={mobileField} />
      {code.sent ? (
        <CodeStep field={codeField} sent={code.sent} secondsLeft={code.secondsLeft} sending={code.sending} onResend={resend} />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={code.sending}>
          {code.sent
            ? changing
              ? t('accountScreen.changeMobile')
              : t('accountScreen.addMobile')
            : code.sending
              ? t('reset.sending')
              : t('accountScreen.sendCode')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('accountScreen.cancel')}
        </Button>
      </div>
      <FormFailure message={failure} />
    </form>
  )
}

/**
 * The sending of a one-field form: whether its call runs, and a failure no field shows (the
 * server's field errors go under the field).
 */
function useSubmission<T extends FieldValues>(form: UseFormReturn<T>, send: (values: T) => Promise<void>) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const onSubmit = form.handleSubmit(
    async (values) => {
      setBusy(true)
      setFailure(null)
      try {
        await send(values)
      } catch (error) {
        if (!applyServerErrors(form, error)) setFailure(getErrorMessage(error, t('auth.somethingWentWrong')))
      } finally {
        setBusy(false)
      }
    },
    () => toast.error(t('auth.fixHighlighted')),
  )
  return { busy, failure, onSubmit }
}

/**
 * An email for the account, or one to replace its email: the server mails a link to it, and the
 * email joins once the link is opened.
 */
function AddEmailForm({ guard, onDone, onCancel }: { guard: CallGuard; onDone: (message: string) => void; onCancel: () => void }) {
  const form = useForm<AddEmail>({
    resolver: zodResolver(AddEmailSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  })
  const { busy, failure, onSubmit } = useSubmission(form, async (values) => onDone((await guard(() => addEmail(values))).message))

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <InputField label={t('auth.email')} type="email" autoComplete="email" inputMode="email" {...formField(form, 'email')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t('reset.sending') : t('accountScreen.sendLink')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('accountScreen.cancel')}
        </Button>
      </div>
      <FormFailure message={failure} />
    </form>
  )
}

/**
 * The account's password, set for the first time or changed: one field, as on Sign-up. Whether
 * the account has one already is not known here, hence one button for both.
 */
function SetPasswordForm({ guard, onDone }: { guard: CallGuard; onDone: () => void }) {
  const form = useForm<SetPassword>({
    resolver: zodResolver(SetPasswordSchema),
    defaultValues: { password: '' },
    reValidateMode: 'onSubmit',
  })
  const { busy, failure, onSubmit } = useSubmission(form, async (values) => {
    const { message } = await guard(() => setPassword(values))
    toast.success(tText(message))
    onDone()
  })

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <InputField label={t('reset.newPassword')} type="password" autoComplete="new-password" {...formField(form, 'password')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t('accountScreen.saving') : t('accountScreen.savePassword')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('accountScreen.cancel')}
        </Button>
      </div>
      <FormFailure message={failure} />
    </form>
  )
}
