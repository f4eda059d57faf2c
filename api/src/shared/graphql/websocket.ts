import type { Server } from 'node:http';
import { GraphQLError, execute, parse, subscribe, type DocumentNode, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Services } from '../../modules';
import type { AppDeps } from '../app-deps';
import { sessionActor } from '../auth/actor';
import { isAllowedOrigin } from '../auth/origin';
import type { Sessions } from '../auth/session';
import { createRequestContext } from '../context';
import { eachInUnitOfWork, inUnitOfWork } from '../db/unit-of-work';
import { createErrorFormatter } from './format-error';
import { listCostError, validateWithLimits } from './limits';

export const GRAPHQL_PATH = '/graphql';

/**
 * graphql-ws on the HTTP server's port and path. The upgrade is refused unless the Origin is
 * this site's; the connection is refused unless the session cookie names a signed-in user.
 */
export function attachGraphqlWs(
  httpServer: Server,
  schema: GraphQLSchema,
  app: { deps: AppDeps; services: Services },
  sessions: Sessions,
) {
  const { deps, services } = app;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const userIds = new WeakMap<object, string>();
  const formatError = createErrorFormatter(deps.log);

  httpServer.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== GRAPHQL_PATH) return socket.destroy();
    if (!isAllowedOrigin(req.headers.origin, req, deps.config)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  const disposable = useServer(
    {
      schema,
      // Parsed and validated here, so the list cost can count the sizes the variables ask for.
      onSubscribe: (_ctx, _id, payload) => {
        let document: DocumentNode;
        try {
          document = parse(payload.query);
        } catch (error) {
          if (!(error instanceof GraphQLError)) throw error;
          return [new GraphQLError(error.message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
        }
        const invalid = validateWithLimits(schema, document);
        if (invalid.length > 0) return invalid;
        const costly = listCostError(schema, document, payload.variables, payload.operationName);
        if (costly) return [costly];
        return { schema, document, variableValues: payload.variables, operationName: payload.operationName };
      },
      isProd: true,
      // A query or mutation is one unit of work; a subscription resolves each event in one of its own.
      execute: (args) => inUnitOfWork(deps.orm, () => execute(args)),
      subscribe: async (args) => {
        const result = await inUnitOfWork(deps.orm, () => subscribe(args));
        return Symbol.asyncIterator in result ? eachInUnitOfWork(deps.orm, result) : result;
      },
      onConnect: async (ctx) => {
        const userId = await sessions.userIdFromUpgrade(ctx.extra.request);
        if (!userId) return false;
        userIds.set(ctx.extra.socket, userId);
        deps.metrics.subscriptionConnections.inc();
        return true;
      },
      // Only connections that were accepted were counted.
      onClose: (ctx) => {
        if (userIds.delete(ctx.extra.socket)) deps.metrics.subscriptionConnections.dec();
      },
      context: (ctx) => {
        const userId = userIds.get(ctx.extra.socket);
        return createRequestContext(
          { services, log: deps.log },
          {
            actor: userId ? sessionActor(userId) : null,
            ip: ctx.extra.request.socket.remoteAddress ?? 'unknown',
            http: null,
          },
        );
      },
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) }
          : undefined,
      // Validation errors (limits included) carry no code here; Apollo adds it on the HTTP path.
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((e) => {
          const formatted = e.toJSON();
          const code = formatted.extensions?.code ?? 'GRAPHQL_VALIDATION_FAILED';
          return formatError({ ...formatted, extensions: { ...formatted.extensions, code } }, e);
        }),
    },
    wss,
  );

  return {
    dispose: async () => {
      await disposable.dispose();
      wss.close();
    },
  };
}
