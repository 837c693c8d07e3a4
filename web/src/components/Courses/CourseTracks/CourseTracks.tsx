// /courses/{id}/tracks: the order of a course's units and of the lessons in them, changed by drag
// and drop (mouse, touch) and by keyboard (focus a handle, Space to pick up, the arrow keys to
// move, Space to drop, Escape to cancel), lessons moving between units too. Nothing is saved until
// "Save order": one saveCourseTracks call, one transaction.
import { DndContext } from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useState } from 'react'
import { Button } from '@/components/ui/Button/Button'
import { SortableUnit } from './SortableUnit'
import { trackAnnouncements } from './trackAnnouncements'
import { orderChanged, tracksInput, unitDragId, type TrackUnit } from './tracks'
import { useTrackDrag } from './useTrackDrag'

export type CourseTracksProps = {
  units: TrackUnit[]
  /** Saves the order (saveCourseTracks); resolves once saved, rejects (after saying why) when refused. */
  onSave: (input: ReturnType<typeof tracksInput>) => Promise<void>
  saving: boolean
}

export function CourseTracks({ units: saved, onSave, saving }: CourseTracksProps) {
  const [baseline, setBaseline] = useState(saved)
  const [units, setUnits] = useState(saved)
  const changed = orderChanged(baseline, units)
  const { sensors, collisionDetection, onDragOver, onDragEnd } = useTrackDrag(units, setUnits)
  const announcements = trackAnnouncements(units)

  const save = async () => {
    try {
      await onSave(tracksInput(units))
    } catch {
      // onSave has told the person why; the unsaved order stays on screen to try again.
      return
    }
    setBaseline(units)
  }

  return (
    <div className="space-y-4">
      <p id="tracks-help" className="text-sm text-slate-600">
        Drag a unit or a lesson by its handle, or focus the handle and press Space, move with the arrow keys and press Space
        again to drop it (Escape cancels). Lessons can move to another unit. Nothing changes for members until you save.
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: 'To pick up this item, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
          },
        }}
      >
        <SortableContext items={units.map((unit) => unitDragId(unit.id))} strategy={verticalListSortingStrategy}>
          <ol aria-label="Units" className="space-y-4">
            {units.map((unit, index) => (
              <SortableUnit key={unit.id} unit={unit} number={index + 1} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {units.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">This course has no units yet.</p>
      )}
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <Button onClick={save} disabled={!changed} loading={saving} loadingLabel="Saving...">
          Save order
        </Button>
        <Button variant="secondary" onClick={() => setUnits(baseline)} disabled={!changed || saving}>
          Undo changes
        </Button>
        <span role="status" className="text-sm text-slate-500">
          {changed ? 'Unsaved changes' : 'Saved'}
        </span>
      </div>
    </div>
  )
}
