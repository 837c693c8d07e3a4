// Every page is code-split: the router receives a page spec whose component loads on demand.
import { lazy, type ComponentType } from 'react'

export type PageSpec = {
  name: string
  prerenderLoader: (name?: string) => { default: ComponentType<any> }
  LazyComponent: ComponentType<any>
}

export function lazyPage(name: string, load: () => Promise<{ default: ComponentType<any> }>): PageSpec {
  return {
    name,
    prerenderLoader: () => {
      throw new Error(`${name} is not prerendered`)
    },
    LazyComponent: lazy(load),
  }
}
