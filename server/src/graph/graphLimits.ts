import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import mercurius from 'mercurius';
import { badInput } from './graphErrors.ts';

/**
 * What one GraphQL request may ask for. The biggest documents a portal client sends have depth 6,
 * no alias, cost 382 and 164 tokens (graphLimits.test.ts measures every client document and
 * requires half of each limit at most).
 */
export const GRAPH_LIMITS = {
  /** Fields nested in one another (a fragment spread adds no level). */
  depth: 12,
  /** Aliased fields in one operation. */
  aliases: 15,
  /** GraphQL Armor's cost: each object 2, each scalar 1, times 1.5 per level of nesting. */
  cost: 2000,
  /** Lexical tokens in the document; the parser stops at this many. */
  tokens: 2000,
  /** Directives in one operation. */
  directives: 10,
  /** Characters of any one string argument or variable. */
  stringLength: 10_000,
} as const;

/** A refusal of the whole document (HTTP 400), before anything runs. */
export const LIMIT_ERROR_CODE = 'GRAPHQL_VALIDATION_FAILED';

export function limitError(message: string): Error {
  return new mercurius.ErrorWithProps(message, { code: LIMIT_ERROR_CODE }, 400);
}

/**
 * GraphQL Armor's rules throw on the first operation over a limit, so that validation stops at
 * once: the standard rules that compare fields pairwise would otherwise take seconds on a
 * document of a thousand aliases.
 */
const refuse = {
  onReject: [
    (_context: ValidationContext | null, error: GraphQLError) => {
      throw limitError(error.message.replace(/^Syntax Error: /, ''));
    },
  ],
};

/** The rules mercurius adds to the standard validation of every document. */
export function graphValidationRules({
  introspection,
}: {
  introspection: boolean;
}): ValidationRule[] {
  const rules: ValidationRule[] = [
    maxAliasesRule({ n: GRAPH_LIMITS.aliases, ...refuse }),
    // Depth and cost count fields: a fragment spread adds no level of its own.
    maxDepthRule({ n: GRAPH_LIMITS.depth, flattenFragments: true, ...refuse }),
    maxDirectivesRule({ n: GRAPH_LIMITS.directives, ...refuse }),
    costLimitRule({ maxCost: GRAPH_LIMITS.cost, flattenFragments: true, ...refuse }),
    stringLiteralRule,
  ];
  if (!introspection) rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}

/** Why a string cannot be an argument, or null when it can. */
export function stringProblem(value: string): string | null {
  if (value.length > GRAPH_LIMITS.stringLength) {
    return `Text must have at most ${GRAPH_LIMITS.stringLength} characters.`;
  }
  if (value.includes('\u0000')) return 'Text must not contain NUL characters.';
  return null;
}

/** Every string written in the document itself (arguments, defaults) obeys stringProblem. */
const stringLiteralRule: ValidationRule = (context) => ({
  StringValue(node) {
    const problem = stringProblem(node.value);
    if (problem) {
      context.reportError(
        new GraphQLError(problem, { nodes: node, extensions: { code: 'BAD_USER_INPUT' } }),
      );
    }
  },
});

/** Every string in the variables obeys stringProblem; throws BAD_USER_INPUT otherwise. */
export function checkVariables(variables: unknown): void {
  const problem = variablesProblem(variables, 0);
  if (problem) throw badInput(problem);
}

function variablesProblem(value: unknown, depth: number): string | null {
  if (typeof value === 'string') return stringProblem(value);
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    const problem = variablesProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}
