import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import connectPgSimple from 'connect-pg-simple';
import { parse as parseCookies } from 'cookie';
import { unsign } from 'cookie-signature';
import type { Request, RequestHandler, Response } from 'express';
import session, { type SessionData, type Store } from 'express-session';
import { Pool } from 'pg';
import type { Config } from '../../config';
import { loadOrCreateKeyFile } from '../crypto/key-file';
import type { EventBus } from '../events/event-bus';
import type { Logger } from '../logging/logger';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** OpenID Connect round trip: state, nonce, PKCE verifier and where to return. */
    oidc?: { state: string; nonce: string; codeVerifier: string; returnTo: string };
  }
}

export const SESSION_COOKIE = 'ff.sid';

/**
 * SESSION_SECRET, or (embedded database only, see requireSharedKeys) a random one generated once
 * into DATA_DIR, so restarts keep sessions.
 */
export async function loadSessionSecret(config: Pick<Config, 'sessionSecret' | 'dataDir'>): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  return loadOrCreateKeyFile(
    config.dataDir,
    'session-secret',
    () => randomBytes(48).toString('base64url'),
    (value) =>
      value.length >= 32 ? null : 'is too short to sign sessions; delete it, or set SESSION_SECRET',
  );
}

export type Sessions = {
  middleware: RequestHandler;
  /** The signed-in session behind a WebSocket upgrade request's cookie (its id and user), if any. */
  sessionFromUpgrade(req: IncomingMessage): Promise<{ sid: string; userId: string } | null>;
  /** The user a session is still signed in as; null once it ended (signed out, expired, deleted). */
  userIdOf(sid: string): Promise<string | null>;
  close(): Promise<void>;
};

export function createSessions(
  databaseUrl: string,
  secret: string,
  config: Config,
  log: Logger,
  events: EventBus,
): Sessions {
  const pool = new Pool({ connectionString: databaseUrl, max: 5 });
  // An idle connection dropped by the server (restart, shutdown) must not take the process down.
  pool.on('error', (error) => log.warn({ err: error }, 'session store connection lost'));
  const PgStore = connectPgSimple(session);
  // Expired rows are removed by the sessions.prune job, not by a timer in every process.
  const store: Store = new PgStore({
    pool,
    tableName: 'sessions',
    createTableIfMissing: false,
    pruneSessionInterval: false,
  });
  throttleTouches(store);
  const cache = cacheReads(store, events);
  const middleware = session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy !== false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the request arrived over HTTPS (directly or, with TRUST_PROXY, via a proxy).
      secure: 'auto',
      maxAge: config.sessionMaxAgeMs,
      path: '/',
    },
  });

  const loadSession = (sid: string) =>
    new Promise<SessionData | null>((resolve, reject) => {
      store.get(sid, (error, data) => (error ? reject(error) : resolve(data ?? null)));
    });

  return {
    middleware,
    async sessionFromUpgrade(req) {
      const raw = parseCookies(req.headers.cookie ?? '')[SESSION_COOKIE];
      if (!raw?.startsWith('s:')) return null;
      const sid = unsign(raw.slice(2), secret);
      if (sid === false) return null;
      const userId = (await loadSession(sid))?.userId;
      return userId ? { sid, userId } : null;
    },
    async userIdOf(sid) {
      return (await loadSession(sid))?.userId ?? null;
    },
    close: async () => {
      await cache.close();
      await pool.end();
    },
  };
}

/** How often one session's expiry is pushed forward in the store; the cookie rolls on every answer. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
const MAX_TRACKED_SESSIONS = 10_000;

/**
 * Rolling sessions would otherwise write (and fsync) the sessions table on every request. The
 * stored expiry only needs to stay ahead of the cookie's, so one write a minute per session is
 * enough: a session can end at most that much earlier than its cookie says.
 */
function throttleTouches(store: Store): void {
  const touch = store.touch?.bind(store);
  if (!touch) return;
  const touchedAt = new Map<string, number>();
  store.touch = (sid, data, callback) => {
    const now = Date.now();
    const last = touchedAt.get(sid);
    if (last !== undefined && now - last < SESSION_TOUCH_INTERVAL_MS) {
      callback?.();
      return;
    }
    touchedAt.delete(sid);
    touchedAt.set(sid, now);
    if (touchedAt.size > MAX_TRACKED_SESSIONS) {
      const oldest = touchedAt.keys().next().value;
      if (oldest !== undefined) touchedAt.delete(oldest);
    }
    touch(sid, data, callback);
  };
}

/** How long a session read is reused by this process. */
export const SESSION_READ_CACHE_MS = 2_000;

/**
 * A page fires several calls at once and every call needs its session: reading the row once per
 * process every two seconds saves a database round trip on most requests. A session that ends —
 * signed out or pruned, in any process — is announced on the event bus (through Redis when
 * several processes share it), and every process drops it at once.
 */
function cacheReads(store: Store, events: EventBus): { close(): Promise<void> } {
  const get = store.get.bind(store);
  const set = store.set.bind(store);
  const destroy = store.destroy.bind(store);
  const cache = new Map<string, { data: SessionData | null; until: number }>();
  store.get = (sid, callback) => {
    const hit = cache.get(sid);
    if (hit && hit.until > Date.now()) {
      // Each request gets its own copy: express-session mutates what it is given.
      callback(null, hit.data ? structuredClone(hit.data) : hit.data);
      return;
    }
    get(sid, (error, data) => {
      if (!error) {
        cache.delete(sid);
        cache.set(sid, { data: data ?? null, until: Date.now() + SESSION_READ_CACHE_MS });
        if (cache.size > MAX_TRACKED_SESSIONS) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
      }
      callback(error, data ? structuredClone(data) : data);
    });
  };
  store.set = (sid, data, callback) => {
    cache.delete(sid);
    set(sid, data, callback);
  };
  store.destroy = (sid, callback) => {
    cache.delete(sid);
    destroy(sid, (error) => {
      events.publish('SESSIONS_ENDED', { sids: [sid] });
      callback?.(error);
    });
  };
  const ended = events.subscribe('SESSIONS_ENDED');
  const listening = (async () => {
    for await (const { sids } of ended) for (const sid of sids) cache.delete(sid);
  })();
  return {
    async close() {
      await ended.return?.();
      await listening;
    },
  };
}

/** Signs a user in on this request: a fresh session id (no fixation), then the user id. */
export function establishSession(req: Request, userId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const returnState = req.session.oidc;
    req.session.regenerate((error) => {
      if (error) return reject(error);
      req.session.userId = userId;
      if (returnState) delete req.session.oidc;
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

/** Ends the session in the store and clears the cookie. */
export function endSession(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    if (!req.session) return resolve();
    req.session.destroy((error) => (error ? reject(error) : resolve()));
  });
}
