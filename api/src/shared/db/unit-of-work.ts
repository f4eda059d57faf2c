import { RequestContext as OrmContext, TransactionContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';

/**
 * Runs `work` as one unit of work: every service call inside it (and everything it awaits)
 * shares one EntityManager fork, found through AsyncLocalStorage. Each HTTP request, GraphQL
 * operation, subscription event and job runs in one; services never keep an EntityManager.
 */
export function inUnitOfWork<T>(orm: MikroORM, work: () => T): T {
  return OrmContext.create(orm.em, work);
}

/**
 * Express middleware that opens the unit of work. Mount it after body parsing and session
 * middleware: their stream and pool callbacks would lose the context.
 */
export function unitOfWorkMiddleware(orm: MikroORM): RequestHandler {
  return (_req, _res, next) => inUnitOfWork(orm, next);
}

/** Whether a unit of work (or a transaction) is open here. */
export function inUnitOfWorkNow(): boolean {
  return (
    OrmContext.currentRequestContext() !== undefined || TransactionContext.getEntityManager() !== undefined
  );
}

/**
 * The service as callers outside the app's transports see it: each method call made outside a
 * unit of work runs in one of its own (a script, a test, a timer); inside one it is the plain
 * call. Properties and non-function members pass through.
 */
export function serviceCalls<T>(orm: MikroORM, service: T): T {
  if (typeof service !== 'object' || service === null) return service;
  return new Proxy(service, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || key === 'constructor') return value;
      return (...args: unknown[]) =>
        inUnitOfWorkNow()
          ? Reflect.apply(value, target, args)
          : inUnitOfWork(orm, () => Reflect.apply(value, target, args));
    },
  });
}

/**
 * An async iterable whose every step runs in a unit of work of its own: a GraphQL subscription
 * resolves each event with fresh reads, never with what an earlier event cached.
 */
export function eachInUnitOfWork<T>(orm: MikroORM, iterable: AsyncIterable<T>): AsyncIterableIterator<T> {
  const iterator = iterable[Symbol.asyncIterator]();
  const wrapped: AsyncIterableIterator<T> = {
    next: (...args) => inUnitOfWork(orm, () => iterator.next(...args)),
    return: (value) => (iterator.return ? iterator.return(value) : Promise.resolve({ done: true, value })),
    throw: (error) => (iterator.throw ? iterator.throw(error) : Promise.reject(error)),
    [Symbol.asyncIterator]: () => wrapped,
  };
  return wrapped;
}
