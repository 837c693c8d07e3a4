// EmptyState as a card of its own (a dashed border on white): what a member page, or a section of
// one, shows in place of its content when there is nothing yet (no stage, no group, no courses).
import { EmptyState, type EmptyStateProps } from './EmptyState'

export function EmptyCard(props: Omit<EmptyStateProps, 'className'>) {
  return <EmptyState {...props} className="rounded-xl border border-dashed border-slate-300 bg-white" />
}
