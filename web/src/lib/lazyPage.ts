// Every page is code-split: the router receives a page spec whose component loads on demand.
import { lazy, type ComponentType } from 'react'
import { lazyWithGraphQL } from './graphqlClient'

/** What @redwoodjs/router accepts as a page (its Spec): a name and a component loaded on demand. */
export type PageSpec = {
  name: string
  prerenderLoader: (name?: string) => { default: ComponentType<unknown> }
  LazyComponent: ComponentType<unknown>
}

/**
 * A page's props (P) are its route's params, a different shape for each page; the router hands
 * them over untyped, so the spec carries the page as the router's own ComponentType<unknown>.
 */
export function lazyPage<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  options: { graphql?: boolean } = {},
): PageSpec {
  return {
    name,
    prerenderLoader: () => {
      throw new Error(`${name} is not prerendered`)
    },
    // `graphql`: a page outside the signed-in layout (which provides the GraphQL client to every
    // page in it) that runs GraphQL itself; Apollo's chunk then loads beside the page's.
    LazyComponent: (options.graphql ? lazyWithGraphQL(load) : lazy(load)) as ComponentType<unknown>,
  }
}
