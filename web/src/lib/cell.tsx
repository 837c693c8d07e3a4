// createCell in the style of Redwood's: a component that runs one GraphQL query and renders the
// state it is in. Pages render cells; cells never fetch by hand.
import { useQuery, type ApolloError, type DocumentNode, type OperationVariables, type QueryHookOptions, type QueryResult } from '@apollo/client'
import type { ComponentType, ReactElement } from 'react'
import { getGraphQLErrorMessage } from './errors'

/** Props every cell state receives besides the cell's own props. */
export type CellStateProps = {
  /** True while a refetch or cache-and-network update is in flight (data may be shown meanwhile). */
  updating: boolean
  /** The rest of Apollo's result (networkStatus, client, fetchMore...). */
  queryResult: Omit<QueryResult, 'data' | 'error' | 'loading'>
  refetch: QueryResult['refetch']
}

/** Props of a cell's Failure component. */
export type CellFailureProps<P> = P & CellStateProps & { error: ApolloError; errorCode?: string }
/** Props of a cell's Success and Empty components: the (afterQuery) data spread as props. */
export type CellSuccessProps<P, D> = P & CellStateProps & D

/** The definition of a cell. */
export type CellDefinition<P extends object, TData, TSuccess = TData> = {
  QUERY: DocumentNode
  /** Options for useQuery from the cell's props; default: the props are the variables. */
  beforeQuery?: (props: P) => QueryHookOptions<TData, OperationVariables>
  /** Shapes the data before Empty/Success receive it. */
  afterQuery?: (data: TData) => TSuccess
  /** Whether to render Empty; default: every top-level field is null or an empty list. */
  isEmpty?: (data: TData, helpers: { isDataEmpty: (data: unknown) => boolean }) => boolean
  Loading?: ComponentType<P & { queryResult?: CellStateProps['queryResult'] }>
  Empty?: ComponentType<CellSuccessProps<P, TSuccess>>
  Failure?: ComponentType<CellFailureProps<P>>
  Success: ComponentType<CellSuccessProps<P, TSuccess>>
  displayName?: string
}

/** Default test for Empty: true if every top-level field is null/undefined or an empty list. */
export function isDataEmpty(data: unknown): boolean {
  if (!data || typeof data !== 'object') return true
  return Object.values(data as Record<string, unknown>).every(
    (value) => value === null || value === undefined || (Array.isArray(value) && value.length === 0),
  )
}

/** The default Loading state: 'Loading...'. */
export function DefaultCellLoading() {
  return (
    <div role="status" aria-live="polite" className="p-4 text-sm text-slate-500">
      Loading...
    </div>
  )
}

/** The default Failure state: a red error box with the GraphQL error message. */
export function DefaultCellFailure({ error }: { error: ApolloError }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-700">
      {getGraphQLErrorMessage(error)}
    </div>
  )
}

/** Builds a cell component from QUERY, Loading, Empty, Failure, Success and the optional hooks. */
export function createCell<P extends object = Record<string, never>, TData = unknown, TSuccess = TData>(
  definition: CellDefinition<P, TData, TSuccess>,
): ComponentType<P> {
  const {
    QUERY,
    beforeQuery = (props: P) =>
      ({ variables: props as OperationVariables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true }) as QueryHookOptions<TData, OperationVariables>,
    afterQuery = (data: TData) => data as unknown as TSuccess,
    isEmpty = (data: TData) => isDataEmpty(data),
    Loading = DefaultCellLoading as ComponentType<P>,
    Empty,
    Failure = DefaultCellFailure as unknown as ComponentType<CellFailureProps<P>>,
    Success,
  } = definition
  const operationName = (QUERY.definitions[0] as { name?: { value: string } } | undefined)?.name?.value
  const displayName = definition.displayName ?? operationName ?? 'Cell'

  function Cell(props: P): ReactElement {
    const { data, error, loading, ...queryRest } = useQuery<TData>(QUERY, beforeQuery(props))
    const state: CellStateProps = { updating: loading, queryResult: queryRest, refetch: queryRest.refetch }

    if (error) {
      const errorCode = (error.graphQLErrors?.[0]?.extensions?.code as string | undefined) ?? undefined
      return <Failure {...props} {...state} error={error} errorCode={errorCode} />
    }
    if (data) {
      const shaped = afterQuery(data)
      if (Empty && isEmpty(data, { isDataEmpty })) return <Empty {...props} {...state} {...shaped} />
      return <Success {...props} {...state} {...shaped} />
    }
    if (loading) return <Loading {...props} queryResult={queryRest} />
    throw new Error(`Data cell query succeeded but returned no data (cell ${displayName})`)
  }
  Cell.displayName = displayName
  return Cell
}
