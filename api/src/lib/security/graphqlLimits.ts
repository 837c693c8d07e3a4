// Limits on what one GraphQL request may ask for (docs/security.md), as yoga plugins. They run
// before any resolver: a document past a limit is answered with an error and nothing executes.
//   depth 6       the deepest path the schema has today is 4 (bugReports > items > reporter >
//                 id); 6 leaves room and stops recursive nesting.
//   aliases 15    aliases multiply work without making the document deeper; the app uses none.
//   tokens 1000   the largest operation of the web is well under 200; parsing stops at 1000.
//   directives 50 @include/@skip are cheap one by one, not by the thousand.
//   cost 5000     every field 1, lists times their page size (queryCost.ts): five pages of 100
//                 rows with a dozen fields each are already past it.
// Production also refuses introspection and hides "Did you mean ...?" suggestions, which would
// otherwise list the schema field by field to anyone; development keeps both (GraphiQL, codegen).
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor'
import { getOperationAST, GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { operationCost } from './queryCost'

export const GRAPHQL_LIMITS = { depth: 6, aliases: 15, tokens: 1000, directives: 50, cost: 5000 } as const

export function graphqlLimitPlugins(options: { production: boolean }): Plugin[] {
  return [
    EnvelopArmorPlugin({
      maxDepth: { n: GRAPHQL_LIMITS.depth, flattenFragments: true },
      maxAliases: { n: GRAPHQL_LIMITS.aliases },
      maxTokens: { n: GRAPHQL_LIMITS.tokens },
      maxDirectives: { n: GRAPHQL_LIMITS.directives },
      // Armor's cost limit prices lists only by `first`/`last`; ours knows this API's pageSize.
      costLimit: { enabled: false },
      blockFieldSuggestion: { enabled: options.production },
    }) as Plugin,
    costLimitPlugin(GRAPHQL_LIMITS.cost),
    ...(options.production ? [disableIntrospectionPlugin()] : []),
  ]
}

function costLimitPlugin(maxCost: number): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName)
      if (!operation) return
      const cost = operationCost({ schema: args.schema, document: args.document, operation, variables: args.variableValues })
      if (cost > maxCost) {
        setResultAndStopExecution({
          errors: [new GraphQLError(`Query cost limit of ${maxCost} exceeded, found ${cost}. Ask for fewer rows or fields.`, { extensions: { code: 'BAD_REQUEST' } })],
        })
      }
    },
  }
}

function disableIntrospectionPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule)
    },
  }
}
