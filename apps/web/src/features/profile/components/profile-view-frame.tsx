import type { ReactNode } from 'react'
import { LinkButton } from '@/components/ui/button'
import { t } from '@/lib/i18n'

type ProfileViewFrameProps = {
  profile: { name: string; profileImage?: string | null | undefined }
  /** The small label above the name ("Farmer Profile"). */
  heading: string
  /** The line under the name (when it was updated, or since when a member). */
  subtitle: string
  editPath: string
  editLabel: string
  /** The profile's `Fact`s. */
  children: ReactNode
}

/** What the buyer and farmer profile pages share: photo, name and Edit Profile, then a grid of facts. */
export function ProfileViewFrame({ profile, heading, subtitle, editPath, editLabel, children }: ProfileViewFrameProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-col gap-6 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row sm:items-center sm:p-6">
        <div className="size-28 shrink-0 overflow-hidden rounded-full bg-stone-100 ring-1 ring-stone-300">
          {profile.profileImage ? (
            <img src={profile.profileImage} alt={t('profileImage.alt')} width={112} height={112} className="size-28 object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center p-2 text-center text-sm text-stone-700">
              {t('profileImage.none')}
            </span>
          )}
        </div>
        <div className="flex-1">
          <p className="text-sm font-semibold tracking-wide text-green-800 uppercase">{heading}</p>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{profile.name}</h1>
          <p className="mt-1 text-stone-700">{subtitle}</p>
        </div>
        <LinkButton to={editPath}>{editLabel}</LinkButton>
      </div>

      <dl className="mt-6 grid gap-5 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2 sm:p-6">{children}</dl>
    </section>
  )
}
