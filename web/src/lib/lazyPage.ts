// Every page is code-split: the router receives a page spec whose component loads on demand.
import { lazy, type ComponentType } from 'react'

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
export function lazyPage<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>): PageSpec {
  return {
    name,
    prerenderLoader: () => {
      throw new Error(`${name} is not prerendered`)
    },
    LazyComponent: lazy(load) as ComponentType<unknown>,
  }
}
