import clsx from 'clsx'
import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'
import { focusablesIn, keepTabInside } from '@/lib/focusTrap'

/** Props of Modal: controlled (`open` + `onClose`) or opened by a `trigger` element. */
export type ModalProps = {
  title: ReactNode
  children: ReactNode
  /** Buttons at the bottom (right-aligned). */
  footer?: ReactNode
  /** Controlled: whether the modal is open. */
  open?: boolean
  /** Called when the user asks to close (close button, backdrop, Escape); not called when preventClose. */
  onClose?: () => void
  /** Uncontrolled: the element that opens the modal when clicked (usually a Button). */
  trigger?: ReactElement<{ onClick?: (e: MouseEvent) => void }>
  /** Opens this many ms after the trigger is clicked. */
  triggerDelay?: number
  /** Blocks every way of closing (for flows that must be finished, e.g. a required form). */
  preventClose?: boolean
  size?: 'md' | 'lg' | 'xl'
  className?: string
}

const SIZES = { md: 'sm:max-w-xl', lg: 'sm:max-w-3xl', xl: 'sm:max-w-5xl' }

/**
 * A dialog: at least 500 px wide (full width minus margins on phones), closes via its close button,
 * the backdrop or Escape unless `preventClose`; focus moves in, is trapped, and returns on close.
 */
export function Modal({ title, children, footer, open, onClose, trigger, triggerDelay = 0, preventClose = false, size = 'md', className }: ModalProps) {
  const controlled = open !== undefined
  const [ownOpen, setOwnOpen] = useState(false)
  const isOpen = controlled ? open : ownOpen
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)
  const openTimer = useRef<ReturnType<typeof setTimeout>>()

  useEffect(() => () => clearTimeout(openTimer.current), [])

  const requestClose = useCallback(() => {
    if (preventClose) return
    if (!controlled) setOwnOpen(false)
    onClose?.()
  }, [controlled, onClose, preventClose])

  // Move focus in on open and give it back on close (to the trigger or whatever had it).
  useEffect(() => {
    if (!isOpen) return
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const panel = panelRef.current
    if (panel) (focusablesIn(panel).find((el) => !el.dataset.modalClose) ?? panel).focus()
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previousOverflow
      returnFocusTo.current?.focus()
    }
  }, [isOpen])

  // Escape closes; Tab cycles inside; focus that escapes (e.g. a click on the page behind) is pulled back.
  useEffect(() => {
    if (!isOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current
      if (!panel) return
      if (event.key === 'Escape') {
        event.stopPropagation()
        requestClose()
        return
      }
      keepTabInside(event, panel)
    }
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current
      if (panel && event.target instanceof Node && !panel.contains(event.target)) panel.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [isOpen, requestClose])

  const triggerElement =
    trigger &&
    cloneElement(trigger, {
      'aria-haspopup': 'dialog',
      onClick: (event: MouseEvent) => {
        trigger.props.onClick?.(event)
        clearTimeout(openTimer.current)
        if (triggerDelay > 0) openTimer.current = setTimeout(() => setOwnOpen(true), triggerDelay)
        else setOwnOpen(true)
      },
    } as Record<string, unknown>)

  return (
    <>
      {triggerElement}
      {isOpen &&
        createPortal(
          <div
            data-testid="modal-backdrop"
            className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-4 backdrop-blur-[1px] sm:items-center"
            onMouseDown={(event) => {
              if (event.target === event.currentTarget) requestClose()
            }}
          >
            <div
              ref={panelRef}
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              tabIndex={-1}
              className={clsx(
                'relative my-8 w-full rounded-lg bg-white shadow-xl ring-1 ring-slate-900/5 focus:outline-none sm:min-w-[500px]',
                SIZES[size],
                className,
              )}
            >
              <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 py-4">
                <h2 id={titleId} className="text-base font-semibold text-slate-900">
                  {title}
                </h2>
                {!preventClose && (
                  <button
                    type="button"
                    aria-label="Close"
                    data-modal-close="true"
                    onClick={requestClose}
                    className="-m-1.5 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  >
                    <svg viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5" aria-hidden="true">
                      <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                    </svg>
                  </button>
                )}
              </div>
              <div className="px-6 py-5 text-sm text-slate-700">{children}</div>
              {footer && <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 bg-slate-50 px-6 py-4 rounded-b-lg">{footer}</div>}
            </div>
          </div>,
          document.body,
        )}
    </>
  )
}

export default Modal
