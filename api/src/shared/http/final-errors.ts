import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logging/logger';
import { bodyErrorAnswer } from './body-errors';

/**
 * /graphql's unreadable bodies answered as GraphQL errors (JSON, no stack), before Apollo:
 * malformed JSON and bad encodings 400, over 1 MB 413.
 */
export function graphqlBodyErrors(log: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    const answer = bodyErrorAnswer(error);
    if (!answer || res.headersSent) return next(error);
    log.debug({ err: error }, 'unreadable GraphQL request body');
    res
      .status(answer.status)
      .json({ errors: [{ message: answer.message, extensions: { code: 'BAD_REQUEST' } }] });
  };
}

/** What no route answered (the web app answers every GET): JSON, like every other API answer. */
export const notFoundAnswer: RequestHandler = (req, res) => {
  res.status(404).json({ message: `Nothing here for ${req.method} ${req.path}` });
};

/**
 * The last word on any error no route handled: JSON with a plain message, never a stack trace
 * or an HTML page, in every mode. Unexpected failures are logged with the request id.
 */
export function finalErrorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const answer = bodyErrorAnswer(error);
    if (answer) {
      res.status(answer.status).json({ message: answer.message });
      return;
    }
    log.error({ err: error, method: req.method, path: req.path }, 'request failed');
    res.status(500).json({ message: 'Internal server error' });
  };
}
