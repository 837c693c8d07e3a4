// A landing page's blocks, drawn by the same components in the public page and in the builder's
// canvas (Builder/puckConfig.tsx renders these). Light on purpose: it is on the first screen of
// every funnel page; the video player, the markdown renderer and the opt-in form load after it.
import type { ComponentType } from 'react'
import type { BlockProps, BlockType, LandingDocument } from '@common/landingPages'
import { Countdown } from '../blocks/Countdown'
import { Faq } from '../blocks/Faq'
import { Hero } from '../blocks/Hero'
import { Image } from '../blocks/Image'
import { OptIn } from '../blocks/OptIn'
import { Price } from '../blocks/Price'
import { Testimonials } from '../blocks/Testimonials'
import { Text } from '../blocks/Text'
import { Video } from '../blocks/Video'
import { WorkshopSchedule } from '../blocks/WorkshopSchedule'

export const BLOCK_VIEWS: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
  Hero,
  Text,
  Image,
  Video,
  Testimonials,
  Faq,
  Countdown,
  Price,
  OptIn,
  WorkshopSchedule,
}

export function LandingBlocks({ document }: { document: LandingDocument }) {
  return (
    <>
      {document.content.map((block) => {
        const View = BLOCK_VIEWS[block.type] as ComponentType<BlockProps<BlockType>>
        // The block's id is its anchor: a button can lead to /page#its-id (the opt-in form, say).
        return View ? (
          <div key={block.props.id} id={block.props.id} className="scroll-mt-4">
            <View {...block.props} />
          </div>
        ) : null
      })}
    </>
  )
}

export default LandingBlocks
