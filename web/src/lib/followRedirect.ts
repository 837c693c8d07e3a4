// Where a started payment sends the browser: the built-in test provider's page is a route of this
// app (the router goes there); a hosted provider's (PayMongo) is an absolute address (the browser
// leaves the app). The checkout and /account's Pay now both follow it.
import { navigate } from '@redwoodjs/router'

export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//')
}

export function followRedirect(url: string) {
  if (isAppPath(url)) navigate(url)
  else window.location.assign(url)
}
