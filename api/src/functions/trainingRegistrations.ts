// POST /api/free-training/registrations: the /free-training form's JSON body { name, email,
// mobileNumber, track, website? } (common/validation/training.ts), from anyone, signed in or not;
// a thin adapter over services/training/registrations.ts:
//   - 201 { track } for a registration, new or repeated, and for a filled honeypot (`website`),
//     which keeps and sends nothing: the answer never tells a bot, or anyone, more;
//   - 400 { error, fields: { <field>: <message> } } for bad input, the form's own messages;
//   - 429 { error } past TRAINING_REGISTRATION_RATE_LIMIT registrations (10) per client address
//     in 10 minutes (per process, as every route's limit; 0 = no limit);
//   - 403 from another site's page (server.ts refuseCrossSiteRequests), 415 for a body that is
//     not JSON (a cross-site form cannot send JSON without a preflight).
// The visitor id comes from the attribution cookie (tribe_ref): the registration is attributed
// from that visitor's clicks, never from anything the body says.
import type { FastifyInstance } from 'fastify'
import { TRAINING_RATE_LIMIT, TRAINING_REGISTRATION_URL, trainingMessages } from '../../../common/validation/training'
import { runWithContext } from '../lib/context'
import { intSetting } from '../lib/env'
import { readVisitorId } from '../services/affiliates/visits'
import { parseTrainingRegistration, registerForTraining } from '../services/training/registrations'

/** Room for the form's four short fields and the honeypot. */
const BODY_LIMIT_BYTES = 4 * 1024

export default async function trainingRegistrationsFunction(app: FastifyInstance) {
  const max = intSetting('TRAINING_REGISTRATION_RATE_LIMIT', TRAINING_RATE_LIMIT.max)
  app.route({
    method: 'POST',
    url: TRAINING_REGISTRATION_URL,
    bodyLimit: BODY_LIMIT_BYTES,
    config: {
      rateLimit: max
        ? {
            max,
            timeWindow: TRAINING_RATE_LIMIT.minutes * 60_000,
            errorResponseBuilder: (_req, { statusCode }) => Object.assign(new Error(trainingMessages.tooMany), { statusCode }),
          }
        : false,
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store')
      const parsed = parseTrainingRegistration(req.body)
      if (!parsed.ok) return reply.status(400).send({ error: parsed.error, fields: parsed.fields })
      const request = { visitorId: readVisitorId(req.headers.cookie), ip: req.ip, userAgent: req.headers['user-agent'] ?? null }
      const answer = await runWithContext(
        { request: { requestId: String(req.id), ip: req.ip, userAgent: req.headers['user-agent'] }, currentUser: null, loaders: new Map() },
        () => registerForTraining(parsed.value, request),
      )
      return reply.status(201).send(answer)
    },
  })
}
