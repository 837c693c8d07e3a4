import { parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import { precompileGqlDocuments } from './vite.bundle.ts'

describe('precompileGqlDocuments', () => {
  it('turns a gql document, $variables and all, into the AST the browser would have parsed', () => {
    const body = '\n  mutation ValidateOtp($id: Int!, $otp: Int!) {\n    validateOtp(input: { id: $id, otp: $otp }) { isValid }\n  }\n'
    const code = `import { gql } from '@apollo/client'\nexport const VALIDATE_OTP = gql\`${body}\`\n`
    const compiled = precompileGqlDocuments(code)
    expect(compiled).not.toContain('gql`')
    const document = new Function('return ' + /= (JSON\.parse\(.*\))\n/.exec(compiled)![1])()
    expect(document).toEqual(JSON.parse(JSON.stringify(parse(body, { noLocation: true }))))
  })

  it('fails the build on a document with ${} interpolation, which graphql-tag cannot merge with a precompiled one', () => {
    const code = 'const Q = gql`query Q { ...F } ${FRAGMENT}`'
    expect(() => precompileGqlDocuments(code, 'Cell.tsx')).toThrow(/Cell\.tsx: a gql document interpolates/)
    // Template literals elsewhere and $variables inside documents are fine.
    expect(precompileGqlDocuments('const a = `${b}`; const Q = gql`query Q($id: Int!) { x(id: $id) }`')).toContain('JSON.parse(')
  })

  it('fails the build on a document that does not parse', () => {
    expect(() => precompileGqlDocuments('const Q = gql`query Q {`')).toThrow(/Syntax Error/)
  })
})
