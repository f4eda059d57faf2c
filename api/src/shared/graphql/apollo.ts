import type { Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import type { Config } from '../../config';
import type { RequestContext } from '../context';
import { AppError } from '../errors/app-error';
import type { Logger } from '../logging/logger';
import { createErrorFormatter, withoutSuggestions } from './format-error';
import { LIMIT_RULES, isIntrospection, listCostError } from './limits';

/**
 * The schema is for signed-in users (GraphiQL included), in every mode: an anonymous caller
 * gets no introspection (403) and no 'Did you mean …' suggestions in error messages.
 */
function schemaDetailsGate(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document }) {
          if (!contextValue.actor && isIntrospection(document)) {
            const reason = new AppError('FORBIDDEN', 'Sign in to explore the schema');
            throw new GraphQLError(reason.message, {
              originalError: reason,
              extensions: { code: reason.code, http: { status: reason.status } },
            });
          }
        },
        async willSendResponse({ contextValue, response }) {
          if (contextValue.actor || response.body.kind !== 'single') return;
          const { errors } = response.body.singleResult;
          if (errors) response.body.singleResult.errors = errors.map(withoutSuggestions);
        },
      };
    },
  };
}

/** The list-cost limit (limits.ts), checked once the operation and its variables are known. */
function listCostLimit(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, request }) {
          const error = listCostError(schema, document, request.variables, request.operationName);
          if (error) throw error;
        },
      };
    },
  };
}

export function createApollo(options: {
  schema: GraphQLSchema;
  httpServer: Server;
  config: Config;
  log: Logger;
  onDrain: () => Promise<void>;
}): ApolloServer<RequestContext> {
  return new ApolloServer<RequestContext>({
    schema: options.schema,
    csrfPrevention: true,
    // The app closes everything in order on SIGINT/SIGTERM (server.ts); Apollo must not race it.
    stopOnTerminationSignals: false,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    validationRules: LIMIT_RULES,
    formatError: createErrorFormatter(options.log),
    logger: options.log,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used; without it no plugin wraps every field's resolver.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer: options.httpServer }),
      schemaDetailsGate(),
      listCostLimit(),
      { serverWillStart: async () => ({ drainServer: options.onDrain }) },
    ],
  });
}
