import { createHash, randomBytes } from 'node:crypto';
import { ALL_PERMISSIONS, apiKeyActor, requireActor, type Actor } from '../../shared/auth/actor';
import { findOwned, removeOwned } from '../../shared/db/find-owned';
import { AppError } from '../../shared/errors/app-error';
import { parseInput } from '../../shared/errors/parse-input';
import { Service } from '../../shared/service';
import { User } from '../accounts';
import { ApiKey } from './api-key.entity';
import { API_KEY_MESSAGES, apiKeyNotFound, badApiKey } from './api-keys.errors';
import { createApiKeySchema } from './api-keys.schemas';

/** Every key starts so: readable in logs and configs, and findable by secret scanners. */
export const API_KEY_PREFIX = 'ff_live_';
/** 32 random bytes: 256 bits, as 43 base64url characters. */
const KEY_BYTES = 32;
const KEY_PATTERN = /^ff_live_[A-Za-z0-9_-]{43}$/;
/** What is kept to tell keys apart: ff_live_ and four characters of the secret. */
const SHOWN_PREFIX_LENGTH = 12;
const MAX_KEYS = 50;
const LAST_USED_EVERY_MS = 60_000;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export type CreatedApiKey = { apiKey: ApiKey; key: string };

/**
 * API keys (002 §2 API keys): a user's keys for /api/v1 and /graphql. Only the key's SHA-256 is
 * stored, so the key is shown once, at creation. Keys are managed from a session only: a key
 * cannot make, see or change keys.
 */
export class ApiKeysService extends Service {
  list(actor: Actor | null): Promise<ApiKey[]> {
    const { userId } = requireActor(actor, 'read');
    return this.em.find(ApiKey, { user: userId }, { orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  async create(actor: Actor | null, input: unknown): Promise<CreatedApiKey> {
    const { userId } = requireActor(actor, 'write');
    const data = parseInput(createApiKeySchema, input ?? {});
    if (data.expiresAt && data.expiresAt.getTime() <= this.now().getTime())
      throw new AppError('BAD_USER_INPUT', 'Expiry must be in the future', {
        fieldErrors: { expiresAt: 'Expiry must be in the future' },
      });
    if ((await this.em.count(ApiKey, { user: userId })) >= MAX_KEYS)
      throw new AppError('BAD_USER_INPUT', API_KEY_MESSAGES.tooManyKeys(MAX_KEYS));
    const key = API_KEY_PREFIX + randomBytes(KEY_BYTES).toString('base64url');
    const apiKey = this.em.create(ApiKey, {
      user: this.em.getReference(User, userId),
      keyName: data.keyName,
      keyHash: hashApiKey(key),
      keyPrefix: key.slice(0, SHOWN_PREFIX_LENGTH),
      permissions: data.permissions ?? [...ALL_PERMISSIONS],
      expiresAt: data.expiresAt ?? null,
    });
    await this.em.persistAndFlush(apiKey);
    return { apiKey, key };
  }

  /** Switches a key off for good (002 §4: irreversible). */
  async deactivate(actor: Actor | null, id: string): Promise<ApiKey> {
    const { userId } = requireActor(actor, 'write');
    const apiKey = await findOwned(this.em, ApiKey, id, { user: userId }, apiKeyNotFound);
    apiKey.isActive = false;
    await this.em.flush();
    return apiKey;
  }

  async remove(actor: Actor | null, id: string): Promise<string> {
    const { userId } = requireActor(actor, 'write');
    await removeOwned(this.em, ApiKey, id, { user: userId }, apiKeyNotFound);
    return id;
  }

  /**
   * The actor a bearer key stands for, else UNAUTHENTICATED saying why (unknown or deleted,
   * deactivated, expired). Notes the key's use, at most once a minute.
   */
  async authenticate(key: string): Promise<Actor> {
    if (!KEY_PATTERN.test(key)) throw badApiKey(API_KEY_MESSAGES.invalid);
    const apiKey = await this.em.findOne(ApiKey, { keyHash: hashApiKey(key) });
    if (!apiKey) throw badApiKey(API_KEY_MESSAGES.invalid);
    if (!apiKey.isActive) throw badApiKey(API_KEY_MESSAGES.deactivated);
    const now = this.now();
    if (apiKey.expiresAt && apiKey.expiresAt.getTime() <= now.getTime())
      throw badApiKey(API_KEY_MESSAGES.expired);
    if (!apiKey.lastUsedAt || now.getTime() - apiKey.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
      // Conditional, so processes answering the same key at once write it once.
      await this.em.nativeUpdate(
        ApiKey,
        {
          id: apiKey.id,
          $or: [{ lastUsedAt: null }, { lastUsedAt: { $lte: new Date(now.getTime() - LAST_USED_EVERY_MS) } }],
        },
        { lastUsedAt: now },
      );
    }
    return apiKeyActor(apiKey.user.id, apiKey.id, apiKey.permissions);
  }
}
