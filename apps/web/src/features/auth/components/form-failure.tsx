import { tText } from '@/lib/i18n'

/** Why the form's last step failed, when no field is to blame: under the form, announced at once. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {tText(message)}
    </p>
  )
}
