// Global UI state (spec part 1 section 3): what the shell shows around pages. Pages change it
// through useUiState (e.g. showLoading for a long action) instead of owning shell widgets.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { LOADING_OVERLAY_DURATION_MS, LoadingOverlay } from '../components/LoadingOverlay/LoadingOverlay'

/** The overlay's own default (5000 ms), so the shell and the widget cannot drift apart. */
export const DEFAULT_LOADING_SCREEN_MS = LOADING_OVERLAY_DURATION_MS

export type UiState = {
  isSidebarOpen: boolean
  modalShown: boolean
  showLoadingScreen: boolean
  loadingScreenText: string
  loadingScreenDuration: number
  workshopIsLive: boolean
  enableLiveWorkshop: boolean
  isJourneyFormCompleted: boolean
}

export const initialUiState: UiState = {
  isSidebarOpen: false,
  modalShown: false,
  showLoadingScreen: false,
  loadingScreenText: '',
  loadingScreenDuration: DEFAULT_LOADING_SCREEN_MS,
  workshopIsLive: false,
  enableLiveWorkshop: false,
  isJourneyFormCompleted: true,
}

type UiStateValue = UiState & {
  setUiState: (patch: Partial<UiState>) => void
  toggleSidebar: () => void
  showLoading: (text: string, duration?: number) => void
}

const UiStateContext = createContext<UiStateValue | null>(null)

export function UiStateProvider({ children, initial }: { children: ReactNode; initial?: Partial<UiState> }) {
  const [state, setState] = useState<UiState>({ ...initialUiState, ...initial })
  const setUiState = useCallback((patch: Partial<UiState>) => setState((old) => ({ ...old, ...patch })), [])
  const toggleSidebar = useCallback(() => setState((old) => ({ ...old, isSidebarOpen: !old.isSidebarOpen })), [])
  const showLoading = useCallback(
    (text: string, duration = DEFAULT_LOADING_SCREEN_MS) =>
      setState((old) => ({ ...old, showLoadingScreen: true, loadingScreenText: text, loadingScreenDuration: duration })),
    [],
  )
  const hideLoading = useCallback(() => setState((old) => ({ ...old, showLoadingScreen: false })), [])
  const value = useMemo(() => ({ ...state, setUiState, toggleSidebar, showLoading }), [state, setUiState, toggleSidebar, showLoading])
  return (
    <UiStateContext.Provider value={value}>
      {children}
      {/* The one full-screen loading overlay: shown by showLoading, gone after its duration. */}
      {state.showLoadingScreen && (
        <LoadingOverlay text={state.loadingScreenText || undefined} duration={state.loadingScreenDuration} onHidden={hideLoading} />
      )}
    </UiStateContext.Provider>
  )
}

export function useUiState(): UiStateValue {
  const value = useContext(UiStateContext)
  if (!value) throw new Error('useUiState must be used within a UiStateProvider')
  return value
}
