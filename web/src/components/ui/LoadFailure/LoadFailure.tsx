// A learner cell's Failure (or a public page's failed load): what went wrong, in words, and a way to try again.
import type { ApolloError } from '@apollo/client'
import { getGraphQLErrorMessage } from '@/lib/errors'
import { Button } from '../Button/Button'

export function LoadFailure({ error, refetch, what }: { error: ApolloError | Error; refetch?: () => unknown; what: string }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium">Could not load {what}.</p>
        <p className="mt-0.5 text-red-700">{getGraphQLErrorMessage(error)}</p>
      </div>
      {refetch && (
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      )}
    </div>
  )
}

export default LoadFailure
