// The baseline: the same SQL the app runs for a leads page (built by the app's own query
// builder), behind a bare Express route on a plain pg pool — no GraphQL, no session, no ORM.
import { createRequire } from 'node:module';
import path from 'node:path';
import express from 'express';
import pg from 'pg';

const require = createRequire(import.meta.url);
const [root, databaseJson, port] = process.argv.slice(2);
const { leadPageQuery, cursorAfter } = require(
  path.join(root, 'api', 'dist', 'modules', 'leads', 'lead-list.query.js'),
);
const pool = new pg.Pool({ ...JSON.parse(databaseJson), max: 10 });

/** knex-style `?` placeholders to PostgreSQL's `$n`. */
const numbered = (sql) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

const app = express();
app.get('/leads', async (req, res) => {
  const input = {
    sort: 'createdAt',
    order: 'desc',
    limit: 10,
    offset: 0,
    search: req.query.search || undefined,
    after: req.query.after || undefined,
  };
  const { sql, params } = leadPageQuery(String(req.query.userId), input);
  const { rows } = await pool.query(numbered(sql), params);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  res.json({
    items: page.map(({ cursor_created_at: _c, ...row }) => row),
    hasMore: rows.length > input.limit,
    endCursor: last ? cursorAfter(last, input.sort) : null,
  });
});
app.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
