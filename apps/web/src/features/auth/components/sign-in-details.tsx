import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
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
import { addEmail, addMobile } from '../api/account-details'
import { useCodeForm } from '../lib/use-code-form'
import { useAuth } from '../session-store'
import { CodeStep, MobileField } from './code-step'
import { FormFailure } from './form-failure'

type Editing = 'mobile' | 'email' | null

/**
 * The profile screens' "Sign-in details": the mobile number and the email the account signs in
 * with, and the forms that add a number (proven by a code) or an email (joined once the mailed
 * link is opened). Either one alone is enough, so each says "Not added yet" rather than nothing.
 */
export function SignInDetails() {
  const { user } = useAuth()
  const headingId = useId()
  const [editing, setEditing] = useState<Editing>(null)
  const [linkSent, setLinkSent] = useState<string | null>(null)
  if (!user) return null

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl px-4 pb-8">
      <div className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
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
          {editing === 'mobile' ? (
            <AddMobileForm onDone={() => setEditing(null)} />
          ) : editing === 'email' ? (
            <AddEmailForm
              onDone={(message) => {
                setLinkSent(message)
                setEditing(null)
              }}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" onClick={() => setEditing('mobile')}>
                {user.mobile ? t('accountScreen.changeMobile') : t('accountScreen.addMobile')}
              </Button>
              {user.email ? null : (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setLinkSent(null)
                    setEditing('email')
                  }}
                >
                  {t('accountScreen.addEmail')}
                </Button>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  )
}

/** Before the code is sent only the number is checked. */
const NumberStepSchema = AddMobileSchema.extend({ code: z.string() })

/** A mobile number for the account: the number, "Send code", then the code and "Add mobile number". */
function AddMobileForm({ onDone }: { onDone: () => void }) {
  const { code, failure, onSubmit, mobileField, codeField, resend } = useCodeForm<AddMobile>({
    path: '/me/mobile/code',
    numberStep: NumberStepSchema,
    codeStep: AddMobileSchema,
    defaultValues: { mobile: '', code: '' },
    finish: async ({ mobile, code }) => {
      try {
        await addMobile({ mobile, code })
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
          {code.sent ? t('accountScreen.addMobile') : code.sending ? t('reset.sending') : t('accountScreen.sendCode')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('accountScreen.cancel')}
        </Button>
      </div>
      <FormFailure message={failure} />
    </form>
  )
}

/** An email for the account: the server mails a link to it, and the email joins once the link is opened. */
function AddEmailForm({ onDone, onCancel }: { onDone: (message: string) => void; onCancel: () => void }) {
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<AddEmail>({
    resolver: zodResolver(AddEmailSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  })

  async function submit(values: AddEmail) {
    setSending(true)
    setFailure(null)
    try {
      onDone((await addEmail(values)).message)
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(getErrorMessage(error, t('auth.somethingWentWrong')))
    } finally {
      setSending(false)
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit, () => toast.error(t('auth.fixHighlighted')))} className="space-y-5">
      <InputField label={t('auth.email')} type="email" autoComplete="email" inputMode="email" {...formField(form, 'email')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={sending}>
          {sending ? t('reset.sending') : t('accountScreen.sendLink')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('accountScreen.cancel')}
        </Button>
      </div>
      <FormFailure message={failure} />
    </form>
  )
}
