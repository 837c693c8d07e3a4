// The footer of the signed-in shell and the public pages: the bug report and the policy pages
// (a link shows once its page is in the route table).
import { Link } from '@redwoodjs/router'
import { hasRoute, routeHref } from '@/lib/routes'
import type { KnownRouteName } from '@/routeTable'
import { APP_TITLE } from '../Logo/Logo'

export function Footer({ role }: { role: string | null }) {
  const candidates: { route: KnownRouteName; label: string }[] = [
    { route: 'bugReport', label: 'Report a Bug' },
    // Affiliates agreed to the affiliate terms, so theirs is the terms page that applies.
    { route: role === 'affiliate' ? 'affiliateTerms' : 'termsConditions', label: 'Terms and Conditions' },
    { route: 'privacyPolicy', label: 'Privacy Policy' },
    { route: 'refundPolicy', label: 'Refund Policy' },
  ]
  const links = candidates.filter((link) => hasRoute(link.route))
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {APP_TITLE}. All rights reserved.
        </p>
        {links.length > 0 && (
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {links.map((link) => (
                <li key={link.route}>
                  <Link
                    to={routeHref(link.route)}
                    className="rounded hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </footer>
  )
}
