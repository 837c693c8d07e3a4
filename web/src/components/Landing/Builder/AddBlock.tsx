// Adding a block without dragging: pick one and it goes to the end of the page, selected, with its
// fields open. Dragging from the block list needs a pointer; this works from the keyboard too.
// Rendered inside Puck (its header), where usePuck reaches the editor's state.
import { createUsePuck } from '@puckeditor/core'
import { useId, useState } from 'react'
import { BLOCK_TYPES, type BlockType } from '@common/landingPages'
import { Button } from '@/components/ui/Button/Button'
import { controlClass } from '@/components/ui/Form/controls'

const ROOT_ZONE = 'root:default-zone'
const usePuck = createUsePuck()

export function AddBlock({ labels }: { labels: Record<BlockType, string> }) {
  const blocks = usePuck((state) => state.appState.data.content.length)
  const dispatch = usePuck((state) => state.dispatch)
  const [type, setType] = useState<BlockType>('Hero')
  const id = useId()
  const add = () => {
    const index = blocks
    dispatch({ type: 'insert', componentType: type, destinationIndex: index, destinationZone: ROOT_ZONE })
    dispatch({ type: 'setUi', ui: { itemSelector: { index, zone: ROOT_ZONE } } })
  }
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Block to add
      </label>
      <select id={id} className={`${controlClass(false)} h-8 py-0 text-sm`} value={type} onChange={(event) => setType(event.target.value as BlockType)}>
        {BLOCK_TYPES.map((block) => (
          <option key={block} value={block}>
            {labels[block]}
          </option>
        ))}
      </select>
      <Button size="sm" variant="secondary" onClick={add}>
        Add block
      </Button>
    </div>
  )
}
