// The member's home: what to do next. Continue the last lesson, the next live events, and where
// they stand in their stage with their Tribe Points (read-only here).
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import type { ReactNode } from 'react'
import { createCell } from '@/lib/cell'
import { shortenNumber } from '@/lib/format'
import { hasRoute, routeHref } from '@/lib/routes'
import type { LearnerHomeQuery } from '@/types/graphql'
import { EventCard } from '../EventCard/EventCard'
import { ProgressBar } from '@/components/ui/ProgressBar/ProgressBar'
import { buttonClassName } from '@/components/ui/Button/Button'
import { LEARNER_EVENT_FIELDS } from '../eventFields'

export const QUERY = gql`
  query LearnerHome {
    learnerHome {
      continueLesson {
        courseId
        courseName
        lessonId
        lessonName
        percentage
      }
      upcomingEvents {
        ...LearnerEventFields
      }
      points
      stageNumber
      stageName
      stagePercentage
    }
  }
  ${LEARNER_EVENT_FIELDS}
`

type Home = LearnerHomeQuery['learnerHome']

function Panel({ title, id, children, action }: { title: string; id: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}

const smallLink = 'rounded text-sm font-medium text-brand-700 hover:text-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500'

export function ContinueLearning({ next }: { next: Home['continueLesson'] }) {
  if (!next) {
    return (
      <Panel title="Start learning" id="home-continue">
        <p className="text-sm text-slate-600">Your courses are waiting. Pick one and start with its first lesson.</p>
        <Link to={routes.viewCourses()} className={buttonClassName('primary', 'md', 'mt-4 self-start')}>
          Browse my courses
        </Link>
      </Panel>
    )
  }
  return (
    <Panel title="Continue learning" id="home-continue">
      <p className="text-sm text-slate-500">{next.courseName}</p>
      <p className="mt-0.5 font-semibold text-slate-900">{next.lessonName}</p>
      <ProgressBar percentage={next.percentage} label={`${next.courseName} progress`} className="mt-3" />
      <Link to={routes.viewLesson({ courseId: next.courseId, lessonId: next.lessonId })} className={buttonClassName('primary', 'md', 'mt-4 self-start')}>
        Continue lesson
      </Link>
    </Panel>
  )
}

export function StageSummary({ home }: { home: Pick<Home, 'stageNumber' | 'stageName' | 'stagePercentage' | 'points'> }) {
  const stage = home.stageNumber ? `Stage ${home.stageNumber}${home.stageName ? `: ${home.stageName}` : ''}` : 'Stage 0'
  return (
    <Panel
      title="Your stage"
      id="home-stage"
      action={
        hasRoute('viewStage') ? (
          <Link to={routeHref('viewStage')} className={smallLink}>
            Open stage
          </Link>
        ) : undefined
      }
    >
      <p className="font-semibold text-slate-900">{stage}</p>
      <ProgressBar percentage={home.stagePercentage} label="Stage tasks finished" className="mt-3" />
      <div className="mt-4 flex items-baseline gap-2">
        <span className="text-2xl font-semibold tabular-nums text-slate-900">{shortenNumber(home.points)}</span>
        <span className="text-sm text-slate-500">Tribe Points</span>
      </div>
    </Panel>
  )
}

export function UpcomingEvents({ events }: { events: Home['upcomingEvents'] }) {
  return (
    <Panel
      title="Upcoming events"
      id="home-events"
      action={
        <Link to={routes.viewEvents()} className={smallLink}>
          See all<span className="sr-only"> events</span>
        </Link>
      }
    >
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">No events scheduled right now. New sessions show here first.</p>
      ) : (
        <ul className="space-y-2">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} compact />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

export const LearnerHomeCell = createCell<Record<string, never>, LearnerHomeQuery>({
  QUERY,
  // Home shows the greeting and shortcuts at once; this part fills in when it arrives.
  Loading: () => (
    <div role="status" className="mt-8 grid gap-5 lg:grid-cols-3" aria-label="Loading what is next">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-40 animate-pulse rounded-xl bg-slate-200/70" />
      ))}
    </div>
  ),
  isEmpty: () => false,
  Failure: () => null,
  Success: ({ learnerHome }) => (
    <div className="mt-8 grid gap-5 lg:grid-cols-3">
      <ContinueLearning next={learnerHome.continueLesson} />
      <StageSummary home={learnerHome} />
      <UpcomingEvents events={learnerHome.upcomingEvents} />
    </div>
  ),
  displayName: 'LearnerHomeCell',
})

export default LearnerHomeCell
