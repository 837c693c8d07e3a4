// A button in a table row's actions: it reads "Edit" but is named "Edit <the row>" for screen
// readers, so a row's buttons differ from the next row's. `relative`: the hidden words (absolutely
// placed) stay inside the table's scroll box.
import type { ReactNode } from 'react'
import { Button, type ButtonProps } from '../Button/Button'

export function RowButton({ name, children, variant = 'secondary', ...rest }: Omit<ButtonProps, 'size' | 'className'> & { name: string; children: ReactNode }) {
  return (
    <Button variant={variant} size="sm" className="relative" {...rest}>
      {children}
      <span className="sr-only"> {name}</span>
    </Button>
  )
}
