// Every /api/<name> endpoint, one file each, registered explicitly.
import type { FastifyInstance } from 'fastify'
import graphql from './graphql'
import health from './health'

export const functions: ((app: FastifyInstance) => Promise<void>)[] = [graphql, health]
