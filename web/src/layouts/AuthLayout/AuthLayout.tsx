// Sign-in, sign-up and password screens: a brand panel beside the form on wide screens, the form
// alone (with a compact header) on phones.
import type { ReactNode } from 'react'
import { Link } from '@redwoodjs/router'
import { Logo } from '@/components/ui/Logo/Logo'

const PROMISES = [
  { title: 'Learn at your pace', text: 'Courses, lessons and live workshops built for freelancers and work-from-home professionals.' },
  { title: 'Grow stage by stage', text: 'Finish tasks, earn Tribe Points and move up with your group.' },
  { title: 'Never alone', text: 'Coaches, events and an accountability group to keep you going.' },
]

export default function AuthLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-screen bg-white">
      <aside className="relative hidden w-[44%] max-w-xl flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-brand-900 p-12 text-white lg:flex">
        <div aria-hidden="true" className="absolute -right-24 -top-24 h-72 w-72 rounded-full bg-white/10 blur-2xl" />
        <div aria-hidden="true" className="absolute -bottom-32 -left-16 h-80 w-80 rounded-full bg-brand-400/20 blur-3xl" />
        <Link to="/" className="relative rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-white">
          <Logo inverted />
        </Link>
        <div className="relative">
          <p className="text-3xl font-semibold leading-tight">The learning community for freelancers and work-from-home professionals.</p>
          <ul className="mt-10 space-y-6">
            {PROMISES.map((promise) => (
              <li key={promise.title} className="flex gap-4">
                <span aria-hidden="true" className="mt-1 grid h-6 w-6 shrink-0 place-items-center rounded-full bg-white/15 text-sm">
                  ✓
                </span>
                <span>
                  <span className="block font-medium">{promise.title}</span>
                  <span className="block text-sm text-brand-100">{promise.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-brand-200">© {new Date().getFullYear()} Tribe</p>
      </aside>
      <div className="flex flex-1 flex-col">
        <header className="flex items-center justify-between px-6 py-5 lg:hidden">
          <Link to="/" className="rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
            <Logo />
          </Link>
        </header>
        <main id="main" className="flex flex-1 items-center justify-center px-6 pb-12 sm:px-10 lg:py-12">
          <div className="w-full max-w-md">{children}</div>
        </main>
      </div>
    </div>
  )
}
