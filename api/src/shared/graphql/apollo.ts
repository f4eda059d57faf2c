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
import { createErrorFormatter } from './format-error';
import { LIMIT_RULES, isIntrospection } from './limits';

/** Introspection feeds GraphiQL for signed-in users; anonymous callers get none in production. */
function introspectionGate(config: Config): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document }) {
          if (config.isProduction && !contextValue.actor && isIntrospection(document)) {
            const reason = new AppError('FORBIDDEN', 'Sign in to explore the schema');
            throw new GraphQLError(reason.message, {
              originalError: reason,
              extensions: { code: reason.code, http: { status: reason.status } },
            });
          }
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
      introspectionGate(options.config),
      { serverWillStart: async () => ({ drainServer: options.onDrain }) },
    ],
  });
}
