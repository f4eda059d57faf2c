// The baseline: a bare Node http server answering the same bytes and headers as a published page.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const { body, headers } = JSON.parse(readFileSync(file, 'utf8'));
http
  .createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
