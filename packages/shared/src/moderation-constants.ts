/**
 * Reports and moderation: the words the database and the schemas share. Kept apart from the
 * schemas (moderation.ts) so the database schema imports no Zod.
 */

/** What a report is about: one listing, or one account. */
export const REPORT_TARGETS = ['listing', 'account'] as const
export type ReportTarget = (typeof REPORT_TARGETS)[number]

/** The preset reasons a reporter picks from; `other` needs words of the reporter's own. */
export const REPORT_REASONS = ['fraud', 'misleading', 'prohibited', 'abusive', 'spam', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

/**
 * Why a listing is hidden: by an operator on its own (`listing`), or with its farmer's account
 * suspended (`account`), which restoring the account undoes, leaving a listing hidden on its own hidden.
 */
export const HIDDEN_CAUSES = ['listing', 'account'] as const
export type HiddenCause = (typeof HIDDEN_CAUSES)[number]
