import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the queue-depth gauge asks at each scrape: jobs waiting per queue. */
export type QueueDepths = () => Promise<Record<string, number>>;

/**
 * This process's Prometheus metrics, in a registry of its own (so several apps in one test
 * process never share counters): requests by route, the job queues' depths, messages sent and
 * open subscription connections, with Node's process metrics. Scraped at /metrics.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: 'funnelforge_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'funnelforge_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly emailsSent = new Counter({
    name: 'funnelforge_emails_sent_total',
    help: 'Messages the SMTP server accepted (or that were simulated), by outbox (campaign, sequence) and mode (smtp, simulated).',
    labelNames: ['outbox', 'mode'] as const,
    registers: [this.registry],
  });
  readonly subscriptionConnections = new Gauge({
    name: 'funnelforge_subscription_connections',
    help: 'GraphQL subscription (WebSocket) connections open on this process.',
    registers: [this.registry],
  });
  private queueDepths: QueueDepths | null = null;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const depthsOf = (): QueueDepths | null => this.queueDepths;
    new Gauge({
      name: 'funnelforge_job_queue_depth',
      help: 'Jobs waiting to run (created or waiting for a retry), by queue. The same for every process: they share the database.',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        const depths = depthsOf();
        if (!depths) return;
        const current = await depths();
        this.reset();
        for (const [queue, depth] of Object.entries(current)) this.set({ queue }, depth);
      },
    });
  }

  /** Where the queue depths come from (the job queue, once it has started). */
  measureQueues(depths: QueueDepths): void {
    this.queueDepths = depths;
  }
}
