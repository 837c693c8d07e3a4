// The builder's blocks for Puck: each block's fields (labels, kinds) and its first values, drawn by
// the same components the public page uses (LandingBlocks.tsx BLOCK_VIEWS). What a block may hold
// is common/landingPages.ts: the server checks every save against it.
import type { ComponentConfig, Config } from '@puckeditor/core'
import type { BlockProps, BlockType } from '@common/landingPages'
import { BLOCK_VIEWS } from '../LandingBlocks/LandingBlocks'
import { funnelField, manilaDateTimeField, mediaField } from './fields'

// Puck's own generic types do not follow a mapped block type: each block's fields are checked
// against its schema by a test instead (every block's first values must pass it).
type BlockConfigs = Record<BlockType, Omit<ComponentConfig, 'render'>>

const heading = { type: 'text', label: 'Heading' } as const

/** A week from now, at 8 PM Manila: a countdown's first end. */
const nextWeek = () => {
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  return new Date(`${day}T20:00:00+08:00`).toISOString()
}

export function blockConfigs(onFunnelPage: boolean): BlockConfigs {
  return {
    Hero: {
      label: 'Hero',
      fields: {
        heading: { type: 'text', label: 'Headline' },
        subheading: { type: 'textarea', label: 'Line under it' },
        imageUrl: mediaField('Picture', 'image'),
        buttonLabel: { type: 'text', label: 'Button label' },
        buttonLink: { type: 'text', label: 'Button link (https://, mailto: or /a-page)' },
      },
      defaultProps: { heading: 'Start your freelancing career', subheading: '', imageUrl: '', buttonLabel: '', buttonLink: '' },
    },
    Text: {
      label: 'Text',
      fields: { heading, markdown: { type: 'textarea', label: 'Text (markdown: **bold**, - lists, [links](https://...))' } },
      defaultProps: { heading: '', markdown: 'Write here.' },
    },
    Image: {
      label: 'Image',
      fields: { url: mediaField('Picture', 'image'), alt: { type: 'text', label: 'Description for screen readers' }, caption: { type: 'text', label: 'Caption' } },
      defaultProps: { url: '', alt: '', caption: '' },
    },
    Video: {
      label: 'Video',
      fields: { heading, url: mediaField('Video', 'video') },
      defaultProps: { heading: '', url: '' },
    },
    Testimonials: {
      label: 'Testimonials',
      fields: {
        heading,
        items: {
          type: 'array',
          label: 'Testimonials',
          max: 12,
          arrayFields: { quote: { type: 'textarea', label: 'Quote' }, name: { type: 'text', label: 'Name' }, detail: { type: 'text', label: 'Detail (e.g. Virtual assistant, Cebu)' } },
          defaultItemProps: { quote: '', name: '', detail: '' },
          getItemSummary: (item: { name?: string }) => item.name || 'Testimonial',
        },
      },
      defaultProps: { heading: 'What members say', items: [] },
    },
    Faq: {
      label: 'FAQ',
      fields: {
        heading,
        items: {
          type: 'array',
          label: 'Questions',
          max: 30,
          arrayFields: { question: { type: 'text', label: 'Question' }, answer: { type: 'textarea', label: 'Answer' } },
          defaultItemProps: { question: '', answer: '' },
          getItemSummary: (item: { question?: string }) => item.question || 'Question',
        },
      },
      defaultProps: { heading: 'Frequently asked questions', items: [] },
    },
    Countdown: {
      label: 'Countdown',
      fields: { heading, endsAt: manilaDateTimeField, endedText: { type: 'text', label: 'Text after the end' } },
      defaultProps: { heading: 'The offer ends in', endsAt: nextWeek(), endedText: '' },
    },
    Price: {
      label: 'Price and payment terms',
      fields: { heading, funnelId: funnelField(onFunnelPage), buttonLabel: { type: 'text', label: 'Button label' } },
      defaultProps: { heading: 'Choose how you pay', funnelId: '', buttonLabel: 'Enrol now' },
    },
    OptIn: {
      label: 'Opt-in form',
      fields: {
        heading,
        text: { type: 'textarea', label: 'Text' },
        buttonLabel: { type: 'text', label: 'Button label' },
        successMessage: { type: 'text', label: 'Message after sending' },
      },
      defaultProps: { heading: 'Get the free guide', text: '', buttonLabel: 'Send it to me', successMessage: 'Thank you! Check your e-mail.' },
    },
    WorkshopSchedule: {
      label: 'Workshop schedule',
      fields: {
        heading,
        track: {
          type: 'radio',
          label: 'Track',
          options: [
            { label: 'Beginner', value: 'beginner' },
            { label: 'Experienced', value: 'experienced' },
          ],
        },
      },
      defaultProps: { heading: 'The 3-day live workshop', track: 'beginner' },
    },
  }
}

/** Each block's name as the builder shows it. */
export const blockLabels = () =>
  Object.fromEntries(Object.entries(blockConfigs(true)).map(([type, config]) => [type, config.label ?? type])) as Record<BlockType, string>

/** Puck's configuration: the blocks drawn by their public components, and the page's title and description. */
export function puckConfig(onFunnelPage: boolean): Config {
  const configs = blockConfigs(onFunnelPage)
  const components = Object.fromEntries(
    (Object.keys(configs) as BlockType[]).map((type) => {
      const View = BLOCK_VIEWS[type] as (props: BlockProps<BlockType>) => JSX.Element | null
      return [type, { ...configs[type], render: (props: BlockProps<BlockType>) => <View {...props} /> }]
    }),
  ) as unknown as Config['components']
  return {
    categories: {
      selling: { title: 'Selling', components: ['Hero', 'Price', 'Countdown', 'OptIn'] },
      content: { title: 'Content', components: ['Text', 'Image', 'Video', 'Testimonials', 'Faq', 'WorkshopSchedule'] },
    },
    components,
    root: {
      fields: {
        title: { type: 'text', label: 'Page title (search results and shared links)' },
        description: { type: 'textarea', label: 'Description (search results and shared links, at most 200 characters)' },
      },
      defaultProps: { title: '', description: '' },
    },
  }
}
