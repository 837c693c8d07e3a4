// What a landing page's blocks need from the server besides their own fields (common/landingPages.ts
// LandingContent): the offers of its Price blocks, its videos' players and the workshop's state.
// The public page and the builder's canvas both provide it, so a block looks the same in each.
import { createContext, useContext, type ReactNode } from 'react'
import type { LandingContent } from '@common/landingPages'

export type LandingData = Pick<LandingContent, 'pageId' | 'funnelId' | 'closed' | 'offers' | 'videos' | 'workshops'> & {
  /** In the builder: forms do not send and links do not leave the editor. */
  editing?: boolean
}

export const EMPTY_LANDING_DATA: LandingData = { pageId: 0, funnelId: null, closed: false, offers: {}, videos: {}, workshops: {} }

const LandingDataContext = createContext<LandingData>(EMPTY_LANDING_DATA)

export function LandingDataProvider({ value, children }: { value: LandingData; children: ReactNode }) {
  return <LandingDataContext.Provider value={value}>{children}</LandingDataContext.Provider>
}

export const useLandingData = () => useContext(LandingDataContext)
