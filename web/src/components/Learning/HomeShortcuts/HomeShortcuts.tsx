// The home page's shortcuts: a card for every destination the user's menus offer, and the bug
// report as a line of help below them.
import { Link } from '@redwoodjs/router'
import { hasRoute, routeHref } from '@/lib/routes'
import type { MenuItem } from '@/lib/menus'
import { homeCards } from '../homeCards'

export function HomeShortcuts({ menus, title = 'Jump back in', exclude = [] }: { menus: MenuItem[][]; title?: string; exclude?: string[] }) {
  // The bug report is help, not a destination: it gets its own line below, not a shortcut card.
  const cards = homeCards(menus).filter((card) => card.key !== 'bugReport' && !exclude.includes(card.href))
  return (
    <>
      {cards.length > 0 && (
        <section aria-labelledby="shortcuts-heading" className="mt-8">
          <h2 id="shortcuts-heading" className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <li key={card.href}>
                <Link
                  to={card.href}
                  className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  {card.section && <span className="text-xs font-medium uppercase tracking-wide text-slate-500">{card.section}</span>}
                  <span className="mt-1 font-semibold text-slate-900 group-hover:text-brand-700">{card.label}</span>
                  <span aria-hidden="true" className="mt-auto pt-4 text-sm text-brand-600">
                    Open →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {hasRoute('bugReport') && (
        <p className="mt-10 text-sm text-slate-600">
          Something not working as it should?{' '}
          <Link
            to={routeHref('bugReport')}
            className="rounded font-medium text-brand-700 hover:text-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            Report a bug
          </Link>
        </p>
      )}
    </>
  )
}
