import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError } from '../errors/app-error';
import type { Logger } from '../logging/logger';

/** Errors graphql and Apollo raise about the request itself; their messages are safe to show. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/** graphql-js's hints at names in the schema: ' Did you mean "leads"?', ' Did you mean the enum value "new"?'. */
const SUGGESTION = / ?Did you mean .+?\?$/;

/**
 * An error without its 'Did you mean …' hint: those name fields, types and enum values of the
 * schema, which only signed-in callers may explore (see apollo.ts).
 */
export function withoutSuggestions(error: GraphQLFormattedError): GraphQLFormattedError {
  return SUGGESTION.test(error.message)
    ? { ...error, message: error.message.replace(SUGGESTION, '') }
    : error;
}

function originalOf(error: unknown): unknown {
  let current = error;
  while (current instanceof GraphQLError && current.originalError) current = current.originalError;
  return current;
}

/**
 * One mapping for every transport: domain errors keep their code and message (plus field
 * errors), sign-in failures read 'Unauthorized', anything unexpected is logged and answered
 * as a plain internal error — never a stack trace.
 */
export function createErrorFormatter(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = originalOf(error);
    const where = { locations: formatted.locations, path: formatted.path };
    if (original instanceof AppError) {
      return {
        message: original.message,
        ...where,
        extensions: { code: original.code, ...original.details },
      };
    }
    const code = formatted.extensions?.code;
    if (code === 'UNAUTHENTICATED') {
      return { message: 'Unauthorized', ...where, extensions: { code: 'UNAUTHENTICATED' } };
    }
    if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) {
      return { message: formatted.message, ...where, extensions: { code } };
    }
    if (
      original instanceof GraphQLError &&
      !original.originalError &&
      formatted.locations &&
      !formatted.path
    ) {
      // A validation-time error without a code (e.g. a limit rule): about the request, not a crash.
      return { message: formatted.message, ...where, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
    }
    log.error({ err: original }, 'GraphQL operation failed');
    return { message: 'Internal server error', ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
