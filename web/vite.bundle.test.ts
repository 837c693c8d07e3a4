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

  it('joins the fragment documents a document pastes in, each fragment once', () => {
    const code = [
      'const PERSON = gql`fragment Person on User { id name }`',
      'const BADGE = gql`fragment Badge on User { id ...Person } ${PERSON}`',
      'const Q = gql`query Q { me { ...Person ...Badge } } ${PERSON} ${BADGE}`',
      'return Q',
    ].join('\n')
    const compiled = precompileGqlDocuments(code)
    expect(compiled).not.toContain('gql`')
    const document = new Function(compiled)()
    const names = document.definitions.map((definition: { name: { value: string } }) => definition.name.value)
    expect(names).toEqual(['Q', 'Person', 'Badge'])
    // Template literals elsewhere and $variables inside documents are fine.
    expect(precompileGqlDocuments('const a = `${b}`; const Q = gql`query Q($id: Int!) { x(id: $id) }`')).toContain('JSON.parse(')
  })

  it('fails the build on an interpolation that is not a fragment document by name', () => {
    expect(() => precompileGqlDocuments('const Q = gql`query Q { x(id: ${id + 1}) }`', 'Cell.tsx')).toThrow(
      /Cell\.tsx: a gql document may interpolate only a fragment document by name/,
    )
  })

  it('fails the build on a document that does not parse', () => {
    expect(() => precompileGqlDocuments('const Q = gql`query Q {`')).toThrow(/Syntax Error/)
  })
})
