// Every /api/<name> endpoint, one file each, registered explicitly.
import type { FastifyInstance } from 'fastify'
import auth from './auth'
import emailWorker from './emailWorker'
import graphql from './graphql'
import health from './health'

export const functions: ((app: FastifyInstance) => Promise<void>)[] = [auth, emailWorker, graphql, health]
