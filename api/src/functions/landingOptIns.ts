// POST /api/landing-pages/:pageId/opt-ins: a landing page's opt-in (or waitlist) form, JSON body
// { name, email, mobileNumber, website? } (common/validation/landingOptIns.ts), from anyone, signed
// in or not; a thin adapter over services/landingPages/optInRegistration.ts, answered like the
// free-training registration (trainingRegistrations.ts):
//   - 201 { waitlist } for an opt-in, new or repeated, and for a filled honeypot (`website`), which
//     keeps nothing: the answer never says whether an e-mail was known;
//   - 400 { error, fields } for bad input, the form's own messages;
//   - 404 { error } for a page that does not exist, or is neither published nor a closed funnel's;
//   - 429 { error } past LANDING_OPT_IN_RATE_LIMIT opt-ins (10) per client address in 10 minutes
//     (per process, as every route's limit; 0 = no limit);
//   - 403 from another site's page (server.ts refuseCrossSiteRequests), 415 for a body that is not JSON.
// The visitor id comes from the attribution cookie (tribe_ref), never from the body.
import type { FastifyInstance } from 'fastify'
import { landingMessages } from '../../../common/landingPages'
import { LANDING_OPT_IN_RATE_LIMIT, landingOptInMessages } from '../../../common/validation/landingOptIns'
import { runWithContext } from '../lib/context'
import { intSetting } from '../lib/env'
import { sendProblem } from '../lib/security/errorHandler'
import { readVisitorId } from '../services/affiliates/visits'
import { optInToLandingPage, parseLandingOptIn } from '../services/landingPages/optInRegistration'

/** Room for the form's three short fields and the honeypot. */
const BODY_LIMIT_BYTES = 4 * 1024

export const LANDING_OPT_IN_ROUTE = '/api/landing-pages/:pageId/opt-ins'

export default async function landingOptInsFunction(app: FastifyInstance) {
  const max = intSetting('LANDING_OPT_IN_RATE_LIMIT', LANDING_OPT_IN_RATE_LIMIT.max)
  app.route<{ Params: { pageId: string } }>({
    method: 'POST',
    url: LANDING_OPT_IN_ROUTE,
    bodyLimit: BODY_LIMIT_BYTES,
    config: {
      rateLimit: max
        ? {
            max,
            timeWindow: LANDING_OPT_IN_RATE_LIMIT.minutes * 60_000,
            errorResponseBuilder: (_req, { statusCode }) => Object.assign(new Error(landingOptInMessages.tooMany), { statusCode }),
          }
        : false,
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store')
      const pageId = /^\d{1,9}$/.test(req.params.pageId) ? Number(req.params.pageId) : 0
      const parsed = parseLandingOptIn(req.body)
      if (!parsed.ok) return reply.status(400).send({ error: parsed.error, fields: parsed.fields })
      const request = { visitorId: readVisitorId(req.headers.cookie), ip: req.ip, userAgent: req.headers['user-agent'] ?? null }
      const answer = await runWithContext(
        { request: { requestId: String(req.id), ip: req.ip, userAgent: req.headers['user-agent'] }, currentUser: null, loaders: new Map() },
        () => optInToLandingPage(pageId, parsed.value, request),
      )
      if (answer === 'not-found') return sendProblem(req, reply, 404, landingMessages.notFound, 'NOT_FOUND')
      return reply.status(201).send(answer)
    },
  })
}
