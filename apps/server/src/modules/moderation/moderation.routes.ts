import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MessageResponseSchema } from '@app/shared/errors'
import { msg } from '@app/shared/messages/refs'
import {
  ModerationDecisionSchema,
  OpenReportsResponseSchema,
  OperatorNoticeSchema,
  ReportCreatedResponseSchema,
  ReportInputSchema,
} from '@app/shared/moderation'
import { addressTagger } from '#src/lib/address-tag'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/lib/sessions'
import * as service from './moderation.service'

const ReportIdParamsSchema = z.object({ id: z.uuid({ error: msg('moderation.reportNotFound') }) })
const ListingIdParamsSchema = z.object({ id: z.uuid({ error: msg('moderation.listingNotFound') }) })
const AccountIdParamsSchema = z.object({ id: z.uuid({ error: msg('moderation.accountNotFound') }) })

/** POST /api/reports: any signed-in account reports a listing or an account. */
export async function reportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.post(
    '/reports',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['moderation'],
        summary: 'Report a listing or an account to the operators',
        description:
          'Body `{ target: "listing" | "account", targetId, reason, details }`; `details` is needed for the reason `other`. ' +
          '404 for a target that does not exist or is hidden from the caller, 400 for one’s own account or listing, ' +
          '409 while the caller’s earlier report of the same target is open.',
        security: bearerAuth,
        body: ReportInputSchema,
        response: { 201: ReportCreatedResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const report = await service.fileReport(app, getAuth(request).user.id, request.body)
      return reply.code(201).send({ message: request.t.t('reports.created'), report: { _id: report.id } })
    },
  )
}

/** The operators' reports queue and decisions, under /api/admin; every route is the operator's alone. */
export async function adminModerationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const tagAddress = await addressTagger(app.config)
  const operator = (request: FastifyRequest): service.Operator => ({ id: getAuth(request).user.id, role: 'admin' })
  const context = (request: FastifyRequest): service.DecisionContext => ({ ipTag: tagAddress(request.ip) })
  const done = (request: FastifyRequest) => ({ message: request.t.t('moderation.done') })

  routes.get(
    '/reports',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Open reports, oldest first, with their listing or account as it stands now',
        security: bearerAuth,
        response: { 200: OpenReportsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => service.openReports(app),
  )

  routes.post(
    '/reports/:id/dismiss',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Close a report without acting on its target',
        security: bearerAuth,
        params: ReportIdParamsSchema,
        body: ModerationDecisionSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.dismissReport(app, operator(request), request.params.id, request.body, context(request))
      return { message: request.t.t('moderation.dismissed') }
    },
  )

  for (const action of ['hide', 'restore'] as const) {
    routes.post(
      `/listings/:id/${action}`,
      {
        onRequest: app.requireRole('admin'),
        config: { changesListings: true },
        schema: {
          tags: ['admin'],
          summary:
            action === 'hide'
              ? 'Hide a listing from everyone but its farmer, who is told why'
              : 'Show a hidden listing again; its farmer is told',
          description: '409 when the listing is already so.',
          security: bearerAuth,
          params: ListingIdParamsSchema,
          body: ModerationDecisionSchema,
          response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        await service.decideListing(app, operator(request), action, request.params.id, request.body, context(request))
        return done(request)
      },
    )
  }

  const accountDecisions = {
    suspend: {
      summary: 'Suspend a farmer’s or buyer’s account',
      description:
        'At once: its sessions end, its listings are hidden, its orders still holding stock are cancelled by the system ' +
        '(stock returned, both sides told), open reports on it and its listings close, and its owner is told why. ' +
        'Signing in is refused with the reason until the account is restored. 409 when it is suspended already.',
      decide: service.suspendAccount,
    },
    restore: {
      summary: 'Restore a suspended account; the listings hidden with it are shown again',
      description: 'Cancelled orders stay cancelled; listings an operator hid on their own stay hidden. 409 when it is not suspended.',
      decide: service.restoreAccount,
    },
  } as const
  for (const [action, { summary, description, decide }] of Object.entries(accountDecisions)) {
    routes.post(
      `/accounts/:id/${action}`,
      {
        onRequest: app.requireRole('admin'),
        config: { changesListings: true },
        schema: {
          tags: ['admin'],
          summary,
          description,
          security: bearerAuth,
          params: AccountIdParamsSchema,
          body: ModerationDecisionSchema,
          response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        await decide(app, operator(request), request.params.id, request.body, context(request))
        return done(request)
      },
    )
  }

  routes.post(
    '/accounts/:id/notice',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Send a farmer or buyer a notice (bell, mail, SMS), shown as written',
        security: bearerAuth,
        params: AccountIdParamsSchema,
        body: OperatorNoticeSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.sendNotice(app, operator(request), request.params.id, request.body.message, context(request))
      return done(request)
    },
  )
}
