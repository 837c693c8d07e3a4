import { closeDb } from '../api/src/lib/db'
import { seed } from './rw/db'
process.env.NODE_ENV = 'development'
await seed(Number(process.argv[2]))
await closeDb()
