import { useEffect, useState } from 'react'

/** False on the first paint and true right after, so a CSS transition plays when something appears. */
export function useEntered(): boolean {
  const [entered, setEntered] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  return entered
}
