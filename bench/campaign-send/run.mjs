/**
 * bench/campaign-send: messages per second of a 10,000-recipient campaign sent by the app (the
 * pg-boss send jobs: claims, per-message rendering with signed tracking links, results recorded
 * per message) to a local SMTP sink, against a bare nodemailer pool sending the same messages
 * (rendered by the same code) to the same sink in the same run, with the same number of
 * connections. Throughput is timed at the sink, from its first message to its last.
 * Goal: app / bare ≥ 0.7. Prints the sink's count of unique recipients for each.
 *   npm run build && node bench/campaign-send/run.mjs [--recipients=10000] [--connections=5] [--rounds=3]
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { ROOT, signedInClient, startApp } from '../lib/app.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const RECIPIENTS = Number(args.recipients ?? 10_000);
const CONNECTIONS = Number(args.connections ?? 5);
const ROUNDS = Number(args.rounds ?? 3);
const RATIO_GOAL = 0.7;
const SECRET = 'bench-session-secret-0123456789-0123456789';
const SENDER = 'news@bench.example';
const SUBJECT = 'The spring collection is here';
const CONTENT = [
  'Hello,',
  '',
  'Our spring collection is out: https://shop.example/spring?utm=mail',
  'Read [the story behind it](https://blog.example/spring-story) on our blog.',
  '',
  'See you soon,',
  'The team',
].join('\n');

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const delivery = (file) => require(path.join(ROOT, 'api', 'dist', 'modules', 'email', 'delivery', file));
const { prepareMessage } = delivery('message.js');
const { TrackingTokens } = delivery('tracking-tokens.js');

function startSink() {
  const child = fork(path.join(here, 'sink.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve) => {
    child.once('message', ({ port }) => {
      const read = () =>
        new Promise((done) => {
          child.once('message', done);
          child.send({ type: 'read' });
        });
      resolve({
        port,
        pid: child.pid,
        reset: () => child.send({ type: 'reset' }),
        read,
        stop: () => child.kill(),
      });
    });
  });
}

const TICKS_PER_SECOND = 100;

/** CPU time (user + system, ms) of processes from /proc; 0 where /proc is missing. */
function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The pids whose parent is `pid`, and theirs (the embedded PostgreSQL under the app). */
function descendants(pid) {
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const parents = new Map();
  for (const name of entries) {
    try {
      parents.set(
        Number(name),
        Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ')[1]),
      );
    } catch {
      // gone meanwhile
    }
  }
  const out = [];
  const walk = (parent) => {
    for (const [child, of] of parents) {
      if (of !== parent) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(pid);
  return out;
}

/** CPU used during `work` by the sender, the database and the sink, in ms. */
async function cpuDuring(pids, work) {
  const read = () =>
    Object.fromEntries(
      Object.entries(pids()).map(([k, list]) => [k, list.reduce((sum, pid) => sum + processCpuMs(pid), 0)]),
    );
  const self = process.cpuUsage();
  const before = read();
  const result = await work();
  const after = read();
  const own = process.cpuUsage(self);
  const cpu = Object.fromEntries(Object.keys(after).map((k) => [k, Math.round(after[k] - (before[k] ?? 0))]));
  cpu.bench = Math.round((own.user + own.system) / 1000);
  return { ...result, cpu };
}

async function until(check, what, timeoutMs = 600_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The same messages through a bare nodemailer pool: all handed over at once, the pool paces them. */
async function bareRun(sink, baseUrl) {
  const render = await prepareMessage({
    outbox: 'campaign',
    content: { id: randomUUID(), subject: SUBJECT, content: CONTENT },
    sender: { fromEmail: SENDER, fromName: 'Bench Shop' },
    baseUrl,
    tokens: new TrackingTokens(SECRET),
  });
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: CONNECTIONS,
    maxMessages: Infinity,
    host: '127.0.0.1',
    port: sink.port,
    secure: false,
  });
  sink.reset();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: RECIPIENTS }, (_, i) =>
      transport.sendMail(
        render({ id: randomUUID(), leadId: randomUUID(), email: `bare${i + 1}@example.com` }),
      ),
    ),
  );
  const wallMs = performance.now() - started;
  transport.close();
  return { ...(await sink.read()), wallMs };
}

/** A campaign to every lead of the user, sent by the app; done when the campaign is sent. */
async function appRun(app, call, sink) {
  const campaign = await call('POST', '/api/campaigns', {
    name: 'Bench',
    subject: SUBJECT,
    content: CONTENT,
    audience: { mode: 'all', filter: {} },
  });
  if (campaign.recipients !== RECIPIENTS)
    throw new Error(`expected ${RECIPIENTS} recipients, got ${campaign.recipients}`);
  sink.reset();
  const started = performance.now();
  await call('POST', `/api/campaigns/${campaign.id}/send`);
  await until(
    async () => (await call('GET', `/api/campaigns/${campaign.id}`)).status === 'sent',
    'the campaign',
  );
  const wallMs = performance.now() - started;
  const done = await call('GET', `/api/campaigns/${campaign.id}`);
  return { ...(await sink.read()), wallMs, sentCount: done.sentCount, failedCount: done.failedCount };
}

const perSecond = (run) => Math.round((run.messages / run.spanMs) * 1000);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const middle = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return Math.round(middle * 1000) / 1000;
};

async function main() {
  const sink = await startSink();
  const app = await startApp({
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    SMTP_FROM: SENDER,
    SESSION_SECRET: SECRET,
    CAMPAIGN_SEND_RATE: '0',
    CAMPAIGN_SEND_CONNECTIONS: String(CONNECTIONS),
  });
  const db = new pg.Client(app.database());
  try {
    const call = await signedInClient(app.url, `bench.campaign.${Date.now()}@example.com`);
    const { id: userId } = await call('GET', '/api/auth/user');
    await db.connect();
    await db.query(
      `insert into leads (id, user_id, email, first_name, created_at, updated_at)
       select gen_random_uuid(), $1, 'lead' || i || '@example.com', 'Lead ' || i, now(), now()
         from generate_series(1, $2) as i`,
      [userId, RECIPIENTS],
    );
    await db.query('vacuum analyze leads');

    const pids = () => ({ app: [app.pid], database: descendants(app.pid), sink: [sink.pid] });
    const measured = (work) => cpuDuring(pids, work);
    // Warm-up: one run each (connections, JIT, caches); then alternating measured rounds, whose
    // medians are compared (a machine shared with other work varies from run to run).
    await bareRun(sink, app.url);
    await appRun(app, call, sink);
    const bares = [];
    const apps = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      bares.push(await measured(() => bareRun(sink, app.url)));
      apps.push(await measured(() => appRun(app, call, sink)));
    }
    bares.push(await measured(() => bareRun(sink, app.url)));
    const perMessage = (runs, key) => median(runs.map((run) => run.cpu[key] / run.messages));
    const bareRate = Math.round(median(bares.map(perSecond)));
    const appRate = Math.round(median(apps.map(perSecond)));
    const ratio = Math.round((appRate / bareRate) * 100) / 100;
    const sent = apps.at(-1);
    const bare = bares.at(-1);
    const report = {
      bench: 'campaign-send',
      recipients: RECIPIENTS,
      connections: CONNECTIONS,
      app: {
        messagesPerSecond: appRate,
        messages: sent.messages,
        uniqueRecipients: sent.uniqueRecipients,
        sentCount: sent.sentCount,
        failedCount: sent.failedCount,
        runs: apps.map(perSecond),
        sendToSentMs: Math.round(median(apps.map((run) => run.wallMs))),
        appCpuMsPerMessageByRun: apps.map((run) => Math.round((run.cpu.app / run.messages) * 1000) / 1000),
        cpuMsPerMessage: {
          app: perMessage(apps, 'app'),
          database: perMessage(apps, 'database'),
          sink: perMessage(apps, 'sink'),
        },
      },
      bare: {
        messagesPerSecond: bareRate,
        runs: bares.map(perSecond),
        messages: bare.messages,
        uniqueRecipients: bare.uniqueRecipients,
        cpuMsPerMessage: { sender: perMessage(bares, 'bench'), sink: perMessage(bares, 'sink') },
      },
      ratio,
      ratioGoal: `≥ ${RATIO_GOAL} (app / bare messages per second)`,
      ratioMet: ratio >= RATIO_GOAL,
      allDelivered: apps.every((run) => run.uniqueRecipients === RECIPIENTS && run.messages === RECIPIENTS),
    };
    console.table({
      app: { 'msg/s': appRate, messages: sent.messages, 'unique recipients': sent.uniqueRecipients },
      'bare nodemailer pool': {
        'msg/s': bareRate,
        messages: bare.messages,
        'unique recipients': bare.uniqueRecipients,
      },
    });
    console.log(
      `sink: ${sent.uniqueRecipients} unique recipients of the campaign (${sent.messages} messages)`,
    );
    console.log(`app / bare ${ratio} (goal ${report.ratioGoal}) — ${report.ratioMet ? 'met' : 'NOT met'}`);
    console.log(JSON.stringify(report));
    process.exitCode = report.ratioMet && report.allDelivered ? 0 : 1;
  } finally {
    await db.end().catch(() => {});
    await app.stop();
    sink.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
