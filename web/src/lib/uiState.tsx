// Global UI state (docs/product.md, "Banners and dialogs"): what the shell shows around pages. Pages change it
// through useUiState (e.g. showLoading for a long action) instead of owning shell widgets; the
// LoadingScreen component (components/ui) draws the loading overlay from it.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'

export type UiState = {
  isSidebarOpen: boolean
  modalShown: boolean
  showLoadingScreen: boolean
  loadingScreenText: string
  /** How long the loading screen stays (ms); undefined: the overlay's own default, so the two cannot drift apart. */
  loadingScreenDuration: number | undefined
  workshopIsLive: boolean
  enableLiveWorkshop: boolean
  isJourneyFormCompleted: boolean
}

export const initialUiState: UiState = {
  isSidebarOpen: false,
  modalShown: false,
  showLoadingScreen: false,
  loadingScreenText: '',
  loadingScreenDuration: undefined,
  workshopIsLive: false,
  enableLiveWorkshop: false,
  isJourneyFormCompleted: true,
}

type UiStateValue = UiState & {
  setUiState: (patch: Partial<UiState>) => void
  toggleSidebar: () => void
  showLoading: (text: string, duration?: number) => void
  hideLoading: () => void
}

const UiStateContext = createContext<UiStateValue | null>(null)

export function UiStateProvider({ children, initial }: { children: ReactNode; initial?: Partial<UiState> }) {
  const [state, setState] = useState<UiState>({ ...initialUiState, ...initial })
  const setUiState = useCallback((patch: Partial<UiState>) => setState((old) => ({ ...old, ...patch })), [])
  const toggleSidebar = useCallback(() => setState((old) => ({ ...old, isSidebarOpen: !old.isSidebarOpen })), [])
  const showLoading = useCallback(
    (text: string, duration?: number) =>
      setState((old) => ({ ...old, showLoadingScreen: true, loadingScreenText: text, loadingScreenDuration: duration })),
    [],
  )
  const hideLoading = useCallback(() => setState((old) => ({ ...old, showLoadingScreen: false })), [])
  const value = useMemo(
    () => ({ ...state, setUiState, toggleSidebar, showLoading, hideLoading }),
    [state, setUiState, toggleSidebar, showLoading, hideLoading],
  )
  return <UiStateContext.Provider value={value}>{children}</UiStateContext.Provider>
}

export function useUiState(): UiStateValue {
  const value = useContext(UiStateContext)
  if (!value) throw new Error('useUiState must be used within a UiStateProvider')
  return value
}
