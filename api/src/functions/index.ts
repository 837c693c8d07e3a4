// Every /api/<name> endpoint, one file each, registered explicitly. server.ts registers each in
// its own Fastify context, with the edge settings (docs/security.md).
import type { FastifyInstance } from 'fastify'
import type { EdgeSettings } from '../lib/security/edgeSettings'
import auth from './auth'
import emailWorker from './emailWorker'
import files from './files'
import formResponsesExport from './formResponsesExport'
import payoutsExport from './payoutsExport'
import retentionExport from './retentionExport'
import publicPage from './publicPage'
import trainingRegistrations from './trainingRegistrations'
import graphql from './graphql'
import health from './health'
import infoLogsExport from './infoLogsExport'
import communityReportExport from './communityReportExport'
import paymentReportExport from './paymentReportExport'
import landingOptIns from './landingOptIns'
import metrics from './metrics'
import payments from './payments'
import uploadFile from './uploadFile'
import uploads from './uploads'

export const functions: ((app: FastifyInstance, edge: EdgeSettings) => Promise<void>)[] = [auth, communityReportExport, emailWorker, files, formResponsesExport, graphql, health, infoLogsExport, landingOptIns, metrics, paymentReportExport, payments, payoutsExport, publicPage, retentionExport, trainingRegistrations, uploadFile, uploads]
