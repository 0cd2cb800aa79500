import { useId, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { AUDIT_ACTIONS, AUDIT_AREAS, type AuditEntryDto, type AuditPerson } from '@app/shared/audit'
import { Button } from '@/components/ui/button'
import { InputField, SelectField } from '@/components/ui/form/field'
import { ApiError, getErrorMessage } from '@/lib/api-client'
import { formatTimestamp } from '@/lib/format'
import { t } from '@/lib/i18n'
import { AUDIT_FILTER_FIELDS, useAuditSearch, type AuditFilters } from './api'

/** An account an entry names: who it is now (with the role it acted in), or its id once it is gone. */
function personText(person: AuditPerson, role?: string): string {
  if (person.name === null) return t('adminAudit.gone', { id: person.id })
  const values = { name: person.name, contact: person.email ?? person.mobile ?? person.id }
  return role ? t('adminAudit.personRole', { ...values, role }) : t('adminAudit.person', values)
}

function EntryItem({ entry }: { entry: AuditEntryDto }) {
  const details = Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : null
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-mono text-sm font-semibold break-all text-stone-900">{entry.action}</p>
        <p className="text-sm text-stone-600">
          <time dateTime={entry.createdAt}>{formatTimestamp(entry.createdAt)}</time> · #{entry.id}
        </p>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-stone-700">{t('adminAudit.actor')}</dt>
        <dd className="break-words text-stone-900">{entry.actor ? personText(entry.actor, entry.actorRole) : t('adminAudit.system')}</dd>
        {entry.subject && (
          <>
            <dt className="font-semibold text-stone-700">{t('adminAudit.subject')}</dt>
            <dd className="break-words text-stone-900">{personText(entry.subject)}</dd>
          </>
        )}
        {entry.targetType && (
          <>
            <dt className="font-semibold text-stone-700">{t('adminAudit.target')}</dt>
            <dd className="font-mono break-all text-stone-900">
              {entry.targetType} {entry.targetId}
            </dd>
          </>
        )}
        {entry.reason && (
          <>
            <dt className="font-semibold text-stone-700">{t('adminAudit.reason')}</dt>
            {/* The operator's words, as written. */}
            <dd className="break-words whitespace-pre-line text-stone-900">{entry.reason}</dd>
          </>
        )}
        {details && (
          <>
            <dt className="font-semibold text-stone-700">{t('adminAudit.details')}</dt>
            <dd className="font-mono text-xs break-all text-stone-800">{details}</dd>
          </>
        )}
        {entry.ipTag && (
          <>
            <dt className="font-semibold text-stone-700">{t('adminAudit.address')}</dt>
            <dd className="font-mono text-xs break-all text-stone-800">{entry.ipTag}</dd>
          </>
        )}
      </dl>
    </li>
  )
}

/**
 * `/admin/audit`: the operators' search of the audit log. The filters live in the page's address,
 * so a search can be shared and the Back button returns to the one before; a filter the server
 * refuses shows its message under the field.
 */
export function AuditLog() {
  const headingId = useId()
  const [params, setParams] = useSearchParams()
  const filters: AuditFilters = {
    user: params.get('user') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  }
  const search = useAuditSearch(filters)
  const fieldErrors = search.error instanceof ApiError ? search.error.fieldErrors : {}
  const fieldError = (field: keyof AuditFilters) => fieldErrors[field]?.[0]

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const next = new URLSearchParams()
    for (const field of AUDIT_FILTER_FIELDS) {
      const value = String(form.get(field) ?? '').trim()
      if (value) next.set(field, value)
    }
    setParams(next)
  }

  const entries = search.data?.pages.flatMap((page) => page.entries) ?? []
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{t('adminAudit.title')}</h1>
        <p className="mt-1 text-stone-700">{t('adminAudit.intro')}</p>
      </div>
      {/* Keyed by the address: Back or Clear puts the fields back to the search shown. */}
      <form
        key={params.toString()}
        role="search"
        aria-label={t('adminAudit.filters')}
        onSubmit={submit}
        className="grid gap-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2"
      >
        <InputField
          name="user"
          label={t('adminAudit.user')}
          hint={t('adminAudit.userHint')}
          defaultValue={filters.user}
          error={fieldError('user')}
          autoComplete="off"
        />
        <SelectField name="action" label={t('adminAudit.action')} defaultValue={filters.action} error={fieldError('action')}>
          <option value="">{t('adminAudit.anyAction')}</option>
          {AUDIT_AREAS.map((area) => (
            <optgroup key={area} label={area}>
              <option value={area}>{t('adminAudit.area', { area })}</option>
              {AUDIT_ACTIONS.filter((action) => action.startsWith(`${area}.`)).map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <InputField name="from" type="date" label={t('adminAudit.from')} defaultValue={filters.from} error={fieldError('from')} />
        <InputField name="to" type="date" label={t('adminAudit.to')} defaultValue={filters.to} error={fieldError('to')} />
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit">{t('adminAudit.search')}</Button>
          <Button type="button" variant="secondary" onClick={() => setParams(new URLSearchParams())}>
            {t('adminAudit.clear')}
          </Button>
        </div>
      </form>
      <section aria-labelledby={headingId} className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          {t('adminAudit.entries')}
        </h2>
        {search.isPending ? (
          <p role="status" className="mt-3 text-stone-600">
            {t('common.loading')}
          </p>
        ) : search.isError ? (
          <p role="alert" className="mt-3 text-red-700">
            {getErrorMessage(search.error, t('adminAudit.loadFailed'))}
          </p>
        ) : entries.length === 0 ? (
          <p className="mt-3 text-stone-700">{t('adminAudit.empty')}</p>
        ) : (
          <>
            <ol className="divide-y divide-stone-200">
              {entries.map((entry) => (
                <EntryItem key={entry.id} entry={entry} />
              ))}
            </ol>
            {search.hasNextPage && (
              <Button variant="secondary" disabled={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
                {t('adminAudit.more')}
              </Button>
            )}
          </>
        )}
      </section>
    </main>
  )
}
