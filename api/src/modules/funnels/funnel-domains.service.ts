import { randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import { z } from 'zod';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { inTransaction } from '../../shared/db/transaction';
import { AppError } from '../../shared/errors/app-error';
import { parseInput } from '../../shared/errors/parse-input';
import { Service } from '../../shared/service';
import { User } from '../accounts';
import { FunnelDomain } from './funnel-domain.entity';
import { Funnel } from './funnel.entity';

/** The TXT record that proves a hostname: at _funnelforge.{hostname}, this prefix and the token. */
export const VERIFICATION_PREFIX = '_funnelforge';
export const VERIFICATION_VALUE_PREFIX = 'funnelforge-verify=';

const HOSTNAME = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}[a-z0-9]$/;
const HOSTNAME_MESSAGE = 'Enter a hostname such as offers.example.com (no https://, no path)';
export const HOSTNAME_TAKEN = 'This hostname is already used by another funnel';

/** What a person may type: a hostname, or a URL whose hostname is taken. */
const hostnameSchema = z.object({
  hostname: z
    .string({ error: HOSTNAME_MESSAGE })
    .trim()
    .toLowerCase()
    .transform((value) =>
      value
        .replace(/^https?:\/\//, '')
        .replace(/[/?#].*$/, '')
        .replace(/\.$/, ''),
    )
    .refine((value) => HOSTNAME.test(value) && isIP(value) === 0, HOSTNAME_MESSAGE),
});

/** Where a funnel's steps are published: its verified domain, or /p/{id} on the app. */
export type PublishedAddresses = {
  hostname: string | null;
  /** The absolute URL of a step (the first is the funnel's root). */
  url(slug: string, index: number): string;
};

type HostEntry = { funnelId: string | null; expires: number };
const HOST_TTL_MS = 10_000;
const MAX_HOSTS = 10_000;

/**
 * Funnels on their own domains: the hostname a marketer binds to a funnel, its DNS TXT proof,
 * and which funnel a request's Host names (only verified hostnames ever do).
 */
export class FunnelDomainsService extends Service {
  private readonly hosts = new Map<string, HostEntry>();

  /** The funnel's domain, or null. */
  async forFunnel(actor: Actor | null, funnelId: string): Promise<FunnelDomain | null> {
    const { userId } = requireActor(actor, 'read', 'funnels');
    const funnel = await this.services.funnels.get(actor, funnelId);
    return this.em.findOne(FunnelDomain, { funnel: funnel.id, user: userId });
  }

  /** Binds a hostname to the funnel (replacing its previous one); it serves nothing until verified. */
  async set(actor: Actor | null, funnelId: string, input: unknown): Promise<FunnelDomain> {
    const { userId } = requireActor(actor, 'write', 'funnels');
    const { hostname } = parseInput(hostnameSchema, input);
    const own = this.deps.config.publicUrl ? new URL(this.deps.config.publicUrl).hostname : null;
    if (own && (hostname === own || hostname.endsWith(`.${own}`)))
      throw new AppError('BAD_USER_INPUT', "FunnelForge's own hostname cannot be a funnel's domain", {
        fieldErrors: { hostname: "FunnelForge's own hostname cannot be a funnel's domain" },
      });
    const funnel = await this.services.funnels.get(actor, funnelId);
    const domain = await inTransaction(
      this.em,
      async (tx) => {
        const existing = await tx.findOne(FunnelDomain, { funnel: funnel.id });
        if (existing?.hostname === hostname) return existing;
        if (existing) tx.remove(existing);
        const created = tx.create(FunnelDomain, {
          user: tx.getReference(User, userId),
          funnel: tx.getReference(Funnel, funnel.id),
          hostname,
          verificationToken: randomBytes(16).toString('hex'),
        });
        await tx.flush();
        return created;
      },
      {
        onUniqueViolation: () =>
          new AppError('CONFLICT', HOSTNAME_TAKEN, { fieldErrors: { hostname: HOSTNAME_TAKEN } }),
      },
    );
    await this.changed(funnel, domain.hostname);
    return domain;
  }

  /** Unbinds the funnel's hostname: its pages are at /p/{id} only again. */
  async remove(actor: Actor | null, funnelId: string): Promise<boolean> {
    requireActor(actor, 'write', 'funnels');
    const domain = await this.forFunnel(actor, funnelId);
    if (!domain) return false;
    const funnel = await this.services.funnels.get(actor, funnelId);
    await this.em.removeAndFlush(domain);
    await this.changed(funnel, domain.hostname);
    return true;
  }

  /** Looks for the TXT record now; the domain says what was found (verifiedAt, or checkError). */
  async verify(actor: Actor | null, funnelId: string): Promise<FunnelDomain> {
    requireActor(actor, 'write', 'funnels');
    const domain = await this.forFunnel(actor, funnelId);
    if (!domain) throw new AppError('NOT_FOUND', 'This funnel has no domain yet: add one first');
    const expected = `${VERIFICATION_VALUE_PREFIX}${domain.verificationToken}`;
    const name = `${VERIFICATION_PREFIX}.${domain.hostname}`;
    let error: string | null = null;
    try {
      const records = (await this.resolver().resolveTxt(name)).map((chunks) => chunks.join(''));
      if (!records.includes(expected))
        error = `The TXT record at ${name} does not hold ${expected} yet (found ${records.length} other record${records.length === 1 ? '' : 's'})`;
    } catch (cause) {
      const code = (cause as { code?: string }).code;
      error =
        code === 'ENOTFOUND' || code === 'ENODATA'
          ? `No TXT record was found at ${name} yet. DNS changes can take a few minutes to an hour to show.`
          : `The DNS lookup of ${name} failed (${code ?? 'no answer'}); try again in a minute.`;
    }
    const wasVerified = domain.verifiedAt !== null;
    domain.checkedAt = this.now();
    domain.checkError = error;
    // A hostname proven once stays served while a later check fails: DNS answers come and go.
    if (!error && !wasVerified) domain.verifiedAt = this.now();
    await this.em.flush();
    if (!wasVerified && domain.verifiedAt) {
      const funnel = await this.services.funnels.get(actor, funnelId);
      await this.changed(funnel, domain.hostname);
    }
    return domain;
  }

  /** The funnel a request's Host names, if that hostname is verified (remembered for a few seconds). */
  async funnelForHost(host: string): Promise<string | null> {
    const hostname = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
    if (!HOSTNAME.test(hostname)) return null;
    const now = this.now().getTime();
    const cached = this.hosts.get(hostname);
    if (cached && cached.expires > now) return cached.funnelId;
    const [row] = await this.em
      .getConnection()
      .execute<Array<{ funnel_id: string }>>(
        'select funnel_id from funnel_domains where hostname = ? and verified_at is not null',
        [hostname],
      );
    if (this.hosts.size >= MAX_HOSTS) this.hosts.clear();
    const funnelId = row?.funnel_id ?? null;
    this.hosts.set(hostname, { funnelId, expires: now + HOST_TTL_MS });
    return funnelId;
  }

  /** Where the funnel's steps live, for canonical and social URLs. */
  async publishedAddresses(funnelId: string): Promise<PublishedAddresses> {
    const [row] = await this.em
      .getConnection()
      .execute<Array<{ hostname: string }>>(
        'select hostname from funnel_domains where funnel_id = ? and verified_at is not null',
        [funnelId],
      );
    const hostname = row?.hostname ?? null;
    if (hostname) return { hostname, url: (slug, index) => `https://${hostname}/${index === 0 ? '' : slug}` };
    const origin = this.deps.config.publicUrl ?? this.services.pageRenderer.tokens.origin;
    return {
      hostname: null,
      url: (slug, index) => `${origin}/p/${funnelId}${index === 0 ? '' : `/${slug}`}`,
    };
  }

  /** The hostname's funnel moved or went: forget what was remembered, publish its pages again. */
  private async changed(funnel: Funnel, hostname: string): Promise<void> {
    this.hosts.delete(hostname);
    if (funnel.status === 'published') await this.services.funnels.republishNow(funnel);
  }

  private resolver(): Resolver {
    const resolver = new Resolver({ timeout: 3000, tries: 2 });
    if (this.deps.config.dnsServers.length > 0) resolver.setServers(this.deps.config.dnsServers);
    return resolver;
  }
}
