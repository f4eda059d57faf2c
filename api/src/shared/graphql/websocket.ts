import type { Server } from 'node:http';
import { GraphQLError, execute, parse, subscribe, type DocumentNode, type GraphQLSchema } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
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
 * this site's; the connection is refused unless the session cookie names a signed-in user. A
 * socket lives no longer than its session: when the session ends (sign-out, a password change
 * signing other sessions out, account deletion, expiry), its sockets close as unauthorized and
 * no further operation runs on them.
 */
export function attachGraphqlWs(
  httpServer: Server,
  schema: GraphQLSchema,
  app: { deps: AppDeps; services: Services },
  sessions: Sessions,
) {
  const { deps, services } = app;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  /** Each accepted socket's session, and the open sockets of each session. */
  const sessionOf = new WeakMap<WebSocket, { sid: string; userId: string }>();
  const socketsOf = new Map<string, Set<WebSocket>>();
  /** Sockets whose session ended: their context has no actor while they close. */
  const ended = new WeakSet<WebSocket>();
  const formatError = createErrorFormatter(deps.log);

  // graphql-ws clients treat 4401 as fatal: they do not reconnect with the dead cookie, and
  // every operation on the socket ends with the close.
  const endSocket = (socket: WebSocket) => {
    ended.add(socket);
    socket.close(CloseCode.Unauthorized, 'Unauthorized');
  };

  // Every process hears of every ended session (through Redis when several share the work).
  const sessionsEnded = deps.events.subscribe('SESSIONS_ENDED');
  const listening = (async () => {
    for await (const { sids } of sessionsEnded)
      for (const sid of sids) for (const socket of socketsOf.get(sid) ?? []) endSocket(socket);
  })();

  /** Re-read per operation, so a session that ended unannounced (expired) runs nothing either. */
  const stillSignedIn = async (socket: WebSocket): Promise<boolean> => {
    const session = sessionOf.get(socket);
    if (!session || ended.has(socket)) return false;
    if ((await sessions.userIdOf(session.sid)) === session.userId) return true;
    endSocket(socket);
    return false;
  };

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
      onSubscribe: async (ctx, _id, payload) => {
        if (!(await stillSignedIn(ctx.extra.socket)))
          return [new GraphQLError('Unauthorized', { extensions: { code: 'UNAUTHENTICATED' } })];
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
        const { socket } = ctx.extra;
        const session = await sessions.sessionFromUpgrade(ctx.extra.request);
        // Closed while the session was read: onClose has run already, nothing must be kept.
        if (!session || socket.readyState !== socket.OPEN) return false;
        sessionOf.set(socket, session);
        const open = socketsOf.get(session.sid) ?? new Set<WebSocket>();
        socketsOf.set(session.sid, open.add(socket));
        deps.metrics.subscriptionConnections.inc();
        return true;
      },
      // Only connections that were accepted were counted.
      onClose: (ctx) => {
        const { socket } = ctx.extra;
        const session = sessionOf.get(socket);
        if (!session) return;
        sessionOf.delete(socket);
        const open = socketsOf.get(session.sid);
        open?.delete(socket);
        if (open?.size === 0) socketsOf.delete(session.sid);
        deps.metrics.subscriptionConnections.dec();
      },
      context: (ctx) => {
        const { socket } = ctx.extra;
        const session = ended.has(socket) ? undefined : sessionOf.get(socket);
        return createRequestContext(
          { services, log: deps.log },
          {
            actor: session ? sessionActor(session.userId) : null,
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
      await sessionsEnded.return?.();
      await listening;
      await disposable.dispose();
      wss.close();
    },
  };
}
