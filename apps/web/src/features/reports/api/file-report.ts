import { ReportCreatedResponseSchema, type ReportInput } from '@app/shared/moderation'
import { apiRequest } from '@/lib/api-client'

/** POST /reports: the signed-in user reports a listing or an account; the server's thanks, in the page's language. */
export async function fileReport(report: ReportInput): Promise<string> {
  return ReportCreatedResponseSchema.parse(await apiRequest('/reports', { method: 'POST', body: report })).message
}
