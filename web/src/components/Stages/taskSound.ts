// The sound of a finished task (docs/product.md, "stages"), served by the
// app itself from web/public (made by scripts/make-task-sound.ts), so it works offline.
export const TASK_SOUND_URL = '/sounds/task-finished.wav'

/**
 * Plays the sound once. A browser may refuse to play (autoplay rules, no audio device): the task is
 * still finished and the screen says so, so the refusal is only logged.
 */
export function playTaskSound(): void {
  if (typeof Audio === 'undefined') return
  const audio = new Audio(TASK_SOUND_URL)
  audio.volume = 0.6
  const played = audio.play()
  if (played && typeof played.catch === 'function') {
    played.catch((error: unknown) => console.info('The task sound could not play:', error))
  }
}
