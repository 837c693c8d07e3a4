// common/validation/<model>.ts: the one zod schema of a model's input, used by the service
// (parseInput) and by the web form (Form's schema prop), so both answer the same messages.
import { fieldMessages, quote, zodRule } from '../fields'
import type { Model } from '../model'

export const schemaName = (model: Model) => `${model.model}Schema`
export const messagesName = (model: Model) => `${model.model}Messages`

export function validationTemplate(model: Model) {
  const messages = messagesName(model)
  const entries = model.inputFields.flatMap(fieldMessages)
  return `// What a ${model.model} must be (the ${model.models} forms and create${model.Model}/update${model.Model}): one schema for
// the web form (Form's schema prop) and the service (parseInput), so both say exactly the same thing.
import { z } from 'zod'

export const ${messages} = {
${entries.map(([name, text]) => `  ${name}: ${quote(text)},`).join('\n')}
}

/** A new ${model.model}; an update takes any part of it (${schemaName(model)}.partial()). */
export const ${schemaName(model)} = z.object({
${model.inputFields.map((field) => formatRule(field.name, zodRule(field, messages))).join('\n')}
})

export type ${model.Model}Input = z.input<typeof ${schemaName(model)}>
`
}

/** `  name: rule,`, the chain one call a line when it is long (as the house's own schemas read). */
function formatRule(name: string, rule: string): string {
  const line = `  ${name}: ${rule},`
  if (line.length <= 110) return line
  const [head, ...calls] = chainCalls(rule)
  return `  ${name}: ${head}\n${calls.map((call) => `    .${call}`).join('\n')},`
}

/** 'z.string().trim()' -> ['z', 'string()', 'trim()']: splits at the dots outside brackets and quotes. */
function chainCalls(rule: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quote: string | null = null
  let start = 0
  for (let i = 0; i < rule.length; i += 1) {
    const char = rule[i]
    if (quote) {
      if (char === '\\') i += 1
      else if (char === quote) quote = null
    } else if (char === "'" || char === '"' || char === '`') quote = char
    else if ('([{'.includes(char)) depth += 1
    else if (')]}'.includes(char)) depth -= 1
    else if (char === '.' && depth === 0) {
      parts.push(rule.slice(start, i))
      start = i + 1
    }
  }
  parts.push(rule.slice(start))
  return parts
}
