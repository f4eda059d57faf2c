import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Stripe object as the stand-in keeps it: JSON with at least an id and an object type. */
export type StripeObject = { id: string; object: string } & Record<string, unknown>;

/** One request the app made: its method, path (without query) and decoded form parameters. */
export type StandInRequest = { method: string; path: string; params: Record<string, unknown> };

/** A failure the next matching request answers with instead (Stripe's error JSON shape). */
export type StandInFault = {
  status: number;
  type: 'card_error' | 'invalid_request_error' | 'api_error';
  message: string;
  code?: string;
};

/** The collections the app reads and writes, by Stripe's REST path. */
const COLLECTIONS: Record<string, string> = {
  customers: 'customer',
  'checkout/sessions': 'checkout.session',
  subscriptions: 'subscription',
  invoices: 'invoice',
  payment_intents: 'payment_intent',
  charges: 'charge',
  accounts: 'account',
  account_links: 'account_link',
  transfers: 'transfer',
};

/**
 * Decodes Stripe's form encoding (`metadata[userId]=…`, `line_items[0][price_data][currency]=…`,
 * `expand[0]=latest_charge`) into nested objects and arrays.
 */
export function decodeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      if (last) {
        node[part] = value;
        return;
      }
      const next = path[i + 1] ?? '';
      node[part] ??= /^\d*$/.test(next) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

/**
 * A local HTTP server that speaks the subset of Stripe's REST API the app uses (customers,
 * checkout sessions, subscriptions, invoices, payment intents, charges; Connect accounts,
 * account links and transfers): form-encoded requests, JSON answers shaped like Stripe's
 * objects, DELETE cancelling subscriptions and deleting customers. Tests set objects' states
 * with `put` and read what the app asked for in `requests`.
 */
export class StripeStandIn {
  readonly objects = new Map<string, StripeObject>();
  readonly requests: StandInRequest[] = [];
  private readonly faults: Array<{ path: RegExp; fault: StandInFault }> = [];
  /** What each Idempotency-Key was first answered with: Stripe answers a repeated POST the same. */
  private readonly idempotent = new Map<string, StripeObject>();
  private counter = 0;
  private server: http.Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => this.answer(req, Buffer.concat(chunks).toString('utf8'), res));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    // The app's Stripe client keeps connections alive; they must not hold the test process open.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** A fresh id with Stripe's prefix. */
  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}_test${Date.now().toString(36)}${this.counter}`;
  }

  /** Sets an object's whole state (merged over what it was). */
  put<T extends StripeObject>(object: T): T {
    const merged = { ...(this.objects.get(object.id) ?? {}), ...object } as T;
    this.objects.set(object.id, merged);
    return merged;
  }

  get(id: string): StripeObject {
    const object = this.objects.get(id);
    if (!object) throw new Error(`the stand-in has no ${id}`);
    return object;
  }

  /** The next request whose path matches answers this failure (once). */
  failNext(path: RegExp, fault: StandInFault): void {
    this.faults.push({ path, fault });
  }

  /** The requests to one path (e.g. '/v1/checkout/sessions'). */
  requestsTo(method: string, path: string | RegExp): StandInRequest[] {
    return this.requests.filter(
      (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );
  }

  /** An event as Stripe sends it: the object as it was when it happened. */
  event(type: string, object: StripeObject): StripeObject {
    return {
      id: this.id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
  }

  private answer(req: http.IncomingMessage, body: string, res: http.ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    // stripe-node sends GET and DELETE parameters in the query string.
    const params = decodeForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : body);
    this.requests.push({ method, path: url.pathname, params });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': this.id('req') });
      res.end(JSON.stringify(json));
    };
    const faultAt = this.faults.findIndex((f) => f.path.test(url.pathname));
    if (faultAt >= 0) {
      const { fault } = this.faults.splice(faultAt, 1)[0]!;
      send(fault.status, { error: { type: fault.type, message: fault.message, code: fault.code } });
      return;
    }
    const collection = Object.keys(COLLECTIONS).find((c) =>
      new RegExp(`^/v1/${c}(/[^/]+)?$`).test(url.pathname),
    );
    const type = collection ? COLLECTIONS[collection] : undefined;
    if (!collection || !type) {
      send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${url.pathname})`,
        },
      });
      return;
    }
    const id = url.pathname.slice(`/v1/${collection}/`.length) || undefined;
    if (!id && method === 'POST') {
      const key = req.headers['idempotency-key'];
      const known = typeof key === 'string' ? this.idempotent.get(key) : undefined;
      const created = known ?? this.create(collection, type, params);
      if (typeof key === 'string') this.idempotent.set(key, created);
      send(200, created);
      return;
    }
    const existing = id ? this.objects.get(id) : undefined;
    const noSuch = () =>
      send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${type.replace('checkout.', '')}: '${id ?? ''}'`,
          param: 'id',
        },
      });
    if (!id || !existing) return noSuch();
    if (method === 'DELETE') {
      const removed = this.remove(existing, params);
      return removed ? send(200, removed) : noSuch();
    }
    if (method === 'POST')
      this.put({ ...existing, ...coerce(params), id: existing.id, object: existing.object });
    send(200, this.expanded(this.get(existing.id), params.expand));
  }

  private create(collection: string, type: string, params: Record<string, unknown>): StripeObject {
    const values = coerce(params);
    const created = Math.floor(Date.now() / 1000);
    if (collection === 'customers')
      return this.put({ id: this.id('cus'), object: type, created, metadata: {}, ...values });
    if (collection === 'checkout/sessions') {
      const id = this.id('cs');
      return this.put({
        id,
        object: type,
        created,
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        ...values,
      });
    }
    if (collection === 'payment_intents') {
      const id = this.id('pi');
      return this.put({
        id,
        object: type,
        created,
        client_secret: `${id}_secret_${this.id('s')}`,
        status: 'requires_payment_method',
        amount_received: 0,
        latest_charge: null,
        last_payment_error: null,
        metadata: {},
        ...values,
      });
    }
    if (collection === 'accounts')
      return this.put({
        id: this.id('acct'),
        object: type,
        created,
        capabilities: { transfers: 'inactive' },
        charges_enabled: false,
        payouts_enabled: false,
        ...values,
      });
    if (collection === 'account_links')
      // Not an object Stripe keeps (no id): an address to send the browser to.
      return {
        id: '',
        object: type,
        created,
        url: `https://connect.stripe.test/setup/e/${String(values.account)}`,
        ...values,
      };
    if (collection === 'transfers') return this.put({ id: this.id('tr'), object: type, created, ...values });
    return this.put({ id: this.id(type.slice(0, 3)), object: type, created, ...values });
  }

  /**
   * DELETE as Stripe answers it: a subscription is cancelled at once, a customer is deleted (its
   * subscriptions cancelled with it); either can still be read, but a second DELETE finds no such
   * object, as at Stripe. `null`: already cancelled or deleted.
   */
  private remove(object: StripeObject, params: Record<string, unknown>): StripeObject | null {
    const at = Math.floor(Date.now() / 1000);
    const cancel = (subscription: StripeObject, details: unknown) =>
      this.put({
        ...subscription,
        status: 'canceled',
        canceled_at: at,
        ended_at: at,
        cancellation_details: details ?? null,
      });
    if (object.deleted === true || (object.object === 'subscription' && object.status === 'canceled'))
      return null;
    if (object.object === 'subscription') return cancel(object, coerce(params).cancellation_details ?? null);
    if (object.object === 'customer')
      for (const other of this.objects.values())
        if (other.object === 'subscription' && other.customer === object.id && other.status !== 'canceled')
          cancel(other, null);
    // Stripe keeps a deleted object's id: reading it answers that it was deleted.
    this.objects.set(object.id, { id: object.id, object: object.object, deleted: true });
    return { id: object.id, object: object.object, deleted: true };
  }

  /** `expand` of latest_charge (payment intents) inlines the charge, as Stripe does. */
  private expanded(object: StripeObject, expand: unknown): StripeObject {
    const fields = Array.isArray(expand) ? (expand as string[]) : [];
    const copy: StripeObject = structuredClone(object);
    if (fields.includes('latest_charge') && typeof copy.latest_charge === 'string')
      copy.latest_charge = this.objects.get(copy.latest_charge) ?? copy.latest_charge;
    return copy;
  }
}

/** Form values are strings: numbers and booleans become what Stripe would have stored. */
function coerce(value: unknown): Record<string, unknown> {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v === 'object' && v !== null)
      return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, walk(inner)]));
    if (v === 'true') return true;
    if (v === 'false') return false;
    if (typeof v === 'string' && /^-?\d+$/.test(v) && v.length < 16) return Number(v);
    return v;
  };
  return walk(value) as Record<string, unknown>;
}
