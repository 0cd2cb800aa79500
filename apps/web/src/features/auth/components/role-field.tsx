import type { ComponentProps } from 'react'
import { SIGN_UP_ROLES } from '@app/shared/roles'
import { SelectField } from '@/components/ui/form/field'
import { t } from '@/lib/i18n'

const ROLE_LABELS = { farmer: 'auth.role.farmer', buyer: 'auth.role.buyer' } as const

/** The Role select of both sign-up forms (Farmer or Buyer); spread `formField(form, 'role')` onto it. */
export function RoleField(props: Omit<ComponentProps<typeof SelectField>, 'label' | 'children'>) {
  return (
    <SelectField label={t('auth.role')} {...props}>
      {SIGN_UP_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(ROLE_LABELS[role])}
        </option>
      ))}
    </SelectField>
  )
}
