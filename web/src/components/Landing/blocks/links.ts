// A page's links: checked again here (the server already refused anything else), and a link that
// leaves the site opens in a new tab without handing it window.opener.
import { isSafeLink } from '@common/landingPages'

export function linkProps(href: string): { href: string; target?: string; rel?: string } | null {
  if (!href || !isSafeLink(href)) return null
  return href.startsWith('/') ? { href } : { href, target: '_blank', rel: 'noopener noreferrer' }
}
