// The one full-screen loading overlay of the app: shown by useUiState().showLoading, gone after
// its duration. Mounted once, inside the UiStateProvider.
import { useUiState } from '@/lib/uiState'
import { LoadingOverlay } from '../LoadingOverlay/LoadingOverlay'

export function LoadingScreen() {
  const { showLoadingScreen, loadingScreenText, loadingScreenDuration, hideLoading } = useUiState()
  if (!showLoadingScreen) return null
  return <LoadingOverlay text={loadingScreenText || undefined} duration={loadingScreenDuration} onHidden={hideLoading} />
}
