/** What Express's body parser throws: an http-errors error with a type. */
type BodyParserError = { type?: string; status?: number };

/**
 * The answer to a body that could not be read (malformed JSON, a bad or unsupported encoding,
 * too large): its status and message, the same on every path. Null: not a body parser error.
 */
export function bodyErrorAnswer(error: unknown): { status: number; message: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const parserError = error as BodyParserError;
  if (parserError.type === 'entity.parse.failed')
    return { status: 400, message: 'The request body is not valid JSON' };
  if (parserError.type === 'entity.too.large')
    return { status: 413, message: 'The request body is too large' };
  if (typeof parserError.status === 'number' && parserError.status >= 400 && parserError.status < 500)
    return { status: parserError.status, message: 'The request could not be read' };
  return null;
}
