import { createHash, randomBytes } from 'node:crypto';
import { requireActor, type Actor } from '../../../shared/auth/actor';
import { SecretBoxError } from '../../../shared/crypto/secret-box';
import { inTransaction, isUniqueViolation } from '../../../shared/db/transaction';
import { AppError } from '../../../shared/errors/app-error';
import { parseInput } from '../../../shared/errors/parse-input';
import { Service } from '../../../shared/service';
import { User } from '../../accounts';
import type { DeliveryOwner } from '../suppressions/bounces.service';
import { EMAIL_WEBHOOK_PROVIDERS, EmailWebhook, type EmailWebhookProvider } from './email-webhook.entity';
import {
  EMAIL_WEBHOOK_MESSAGES as MESSAGES,
  emailWebhookNotFound,
  malformedWebhook,
  webhookRefused,
} from './email-webhooks.errors';
import { regenerateEmailWebhookSchema, saveEmailWebhookSchema } from './email-webhooks.schemas';
import { digestOf, type HeaderOf, type HeardEvent } from './providers/heard-event';
import { mailgunEvent, mailgunRefusal, parseMailgun } from './providers/mailgun';
import { postmarkEvent, postmarkLoginMatches } from './providers/postmark';
import { sendGridEvents, sendGridKey, verifySendGrid } from './providers/sendgrid';
import { SnsUnreachable, SnsVerifier, parseSns, sesEvents } from './providers/ses';

/** One provider's webhook as the settings show it. */
export type EmailWebhookView = {
  provider: EmailWebhookProvider;
  /** Set up and taking calls (a provider never set up is off, with no URL). */
  enabled: boolean;
  /** What to paste into the provider (Postmark's carries its login); null until set up. */
  url: string | null;
  /** A verification key is saved (SendGrid, Mailgun). */
  hasSecret: boolean;
  /** Postmark's basic-auth login. */
  username: string | null;
  password: string | null;
  /** SES: the SNS topics whose subscription was confirmed. */
  snsTopics: string[];
  lastEventAt: Date | null;
};

/** What a webhook call answers its provider. */
export type WebhookReceipt = {
  /** Events in the call. */
  events: number;
  /** Bounces and complaints recorded now. */
  recorded: number;
  /** Events seen before (a retry): nothing done again. */
  duplicates: number;
  /** Events the app does not act on, or about no delivery of this user's. */
  ignored: number;
  /** SES: the SNS topic whose subscription was just confirmed (or cancelled). */
  subscribed?: string;
  unsubscribed?: string;
};

export type WebhookCall = { provider: string; token: string; body: Buffer; header: HeaderOf };

const PROVIDER_NAMES: Record<EmailWebhookProvider, string> = {
  ses: 'Amazon SES',
  sendgrid: 'SendGrid',
  postmark: 'Postmark',
  mailgun: 'Mailgun',
};
const TOKEN = /^[A-Za-z0-9_-]{32}$/;
/** Receipts older than this are forgotten: providers stop retrying long before. */
const RECEIPT_DAYS = 30;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const newToken = () => randomBytes(24).toString('base64url');

/**
 * Bounce and complaint webhooks of the email services users send through (Amazon SES via SNS,
 * SendGrid, Postmark, Mailgun): per user and provider a secret URL and what proves a call is
 * the provider's, kept sealed like SMTP passwords. A call that proves nothing is refused with
 * nothing recorded; each event is recorded once however often it is delivered, and only about
 * the webhook's own user's deliveries.
 */
export class EmailWebhooksService extends Service {
  /**
   * Where SNS certificates and subscription confirmations may come from and how they are
   * fetched: https on sns.<region>.amazonaws.com. Tests put a stand-in here.
   */
  sns = new SnsVerifier();

  /** Every provider's webhook of the actor, in a fixed order; `origin` makes the URLs absolute. */
  async list(actor: Actor | null, origin: string | null): Promise<EmailWebhookView[]> {
    const { userId } = requireActor(actor, 'read');
    const rows = await this.em.find(EmailWebhook, { user: userId });
    return EMAIL_WEBHOOK_PROVIDERS.map((provider) => {
      const row = rows.find((r) => r.provider === provider);
      return row ? this.viewOf(row, origin) : notSetUp(provider);
    });
  }

  /** Turns one provider's webhook on or off and saves its key; the first save makes its URL. */
  async save(actor: Actor | null, input: unknown, origin: string | null): Promise<EmailWebhookView> {
    const { userId } = requireActor(actor, 'write');
    const data = parseInput(saveEmailWebhookSchema, input ?? {});
    if (data.secret) checkSecret(data.provider, data.secret);
    const save = async () => {
      const row = (await this.find(userId, data.provider)) ?? this.create(userId, data.provider);
      row.enabled = data.enabled;
      if (data.secret) row.secretSealed = this.deps.secretBox.seal(data.secret);
      await this.em.persistAndFlush(row);
      return row;
    };
    let row: EmailWebhook;
    try {
      row = await save();
    } catch (error) {
      if (!isUniqueViolation(error, 'email_webhooks_user_id_provider_unique')) throw error;
      // Two first saves at once: the other one made the row; this one updates it.
      this.em.clear();
      row = await save();
    }
    this.deps.log.info({ userId, provider: data.provider, enabled: data.enabled }, 'email webhook saved');
    return this.viewOf(row, origin);
  }

  /** A new URL (and a new Postmark login): the old one answers 404 from now on. */
  async regenerate(actor: Actor | null, input: unknown, origin: string | null): Promise<EmailWebhookView> {
    const { userId } = requireActor(actor, 'write');
    const { provider } = parseInput(regenerateEmailWebhookSchema, input ?? {});
    const row = await this.find(userId, provider);
    if (!row) throw emailWebhookNotFound();
    const token = newToken();
    row.tokenHash = hashOf(token);
    row.tokenSealed = this.deps.secretBox.seal(token);
    if (provider === 'postmark') this.newLogin(row);
    // Topics subscribed the old URL; each confirms again when subscribed to the new one.
    row.snsTopics = [];
    await this.em.flush();
    this.deps.log.info({ userId, provider }, 'email webhook URL regenerated');
    return this.viewOf(row, origin);
  }

  /**
   * A provider's call to POST /api/webhooks/email/{provider}/{token}: 404 for no such enabled
   * webhook, 401 when it does not prove to be the provider's, 400 when the body is not the
   * provider's format; else each bounce and complaint is recorded once.
   */
  async receive(call: WebhookCall): Promise<WebhookReceipt> {
    const provider = EMAIL_WEBHOOK_PROVIDERS.find((p) => p === call.provider);
    if (!provider || !TOKEN.test(call.token)) throw emailWebhookNotFound();
    const webhook = await this.em.findOne(EmailWebhook, {
      provider,
      tokenHash: hashOf(call.token),
      enabled: true,
    });
    if (!webhook) throw emailWebhookNotFound();
    const refuse = (message?: string) => {
      this.deps.log.warn(
        { userId: webhook.user.id, provider, reason: message },
        'refused an email webhook call',
      );
      return webhookRefused(message);
    };
    switch (provider) {
      case 'sendgrid': {
        const key = this.secretOf(webhook);
        if (!key) throw refuse(MESSAGES.noKey);
        if (!verifySendGrid(key, call.body, call.header)) throw refuse();
        return this.record(webhook, sendGridEvents(call.body));
      }
      case 'mailgun': {
        const key = this.secretOf(webhook);
        if (!key) throw refuse(MESSAGES.noKey);
        const parsed = parseMailgun(call.body);
        const refusal = mailgunRefusal(key, parsed, this.now());
        if (refusal) throw refuse(refusal === 'stale' ? MESSAGES.stale : MESSAGES.badSignature);
        return this.record(webhook, [mailgunEvent(parsed)], parsed.signature.token);
      }
      case 'postmark': {
        const password = this.secretOf(webhook);
        const ok =
          password !== null &&
          !!webhook.username &&
          postmarkLoginMatches(call.header('authorization'), webhook.username, password);
        if (!ok) throw refuse(MESSAGES.badLogin);
        return this.record(webhook, [postmarkEvent(call.body)]);
      }
      case 'ses':
        return this.receiveSns(webhook, call.body, refuse);
    }
  }

  private async receiveSns(
    webhook: EmailWebhook,
    body: Buffer,
    refuse: (message?: string) => AppError,
  ): Promise<WebhookReceipt> {
    const message = parseSns(body);
    let signed: boolean;
    try {
      signed = await this.sns.verify(message, this.now());
    } catch (error) {
      if (!(error instanceof SnsUnreachable)) throw error;
      this.deps.log.warn(
        { err: error, userId: webhook.user.id },
        'an SNS signing certificate could not be fetched',
      );
      throw new AppError('BAD_GATEWAY', MESSAGES.snsUnreachable);
    }
    if (!signed) throw refuse();
    const none = { events: 0, recorded: 0, duplicates: 0, ignored: 0 };
    const topic = message.TopicArn;
    switch (message.Type) {
      case 'SubscriptionConfirmation': {
        let confirmed: boolean;
        try {
          confirmed = await this.sns.confirm(message);
        } catch (error) {
          if (!(error instanceof SnsUnreachable)) throw error;
          this.deps.log.warn(
            { err: error, userId: webhook.user.id },
            'an SNS subscription could not be confirmed',
          );
          throw new AppError('BAD_GATEWAY', MESSAGES.snsUnreachable);
        }
        if (!confirmed) throw malformedWebhook('SubscribeURL must be an https URL on Amazon SNS');
        await this.em.execute(
          `update email_webhooks set sns_topics = array_append(sns_topics, ?::text), updated_at = ?
            where id = ? and not (?::text = any(sns_topics))`,
          [topic, this.now(), webhook.id, topic],
        );
        this.deps.log.info({ userId: webhook.user.id, topic }, 'SNS subscription confirmed');
        return { ...none, subscribed: topic };
      }
      case 'UnsubscribeConfirmation':
        await this.em.execute(
          'update email_webhooks set sns_topics = array_remove(sns_topics, ?::text), updated_at = ? where id = ?',
          [topic, this.now(), webhook.id],
        );
        return { ...none, unsubscribed: topic };
      default:
        // Anyone with an AWS account can sign SNS messages: only topics confirmed here count.
        if (!webhook.snsTopics.includes(topic)) throw new AppError('FORBIDDEN', MESSAGES.unconfirmedTopic);
        return this.record(webhook, sesEvents(message));
    }
  }

  /**
   * Records each bounce and complaint once, in one transaction with the receipts that make it
   * once (and Mailgun's `nonce`, refused when seen before): a failure records nothing, and the
   * provider's retry does it all.
   */
  private async record(webhook: EmailWebhook, events: HeardEvent[], nonce?: string): Promise<WebhookReceipt> {
    const userId = webhook.user.id;
    const receipt: WebhookReceipt = { events: events.length, recorded: 0, duplicates: 0, ignored: 0 };
    await inTransaction(this.em, async () => {
      if (nonce !== undefined && !(await this.claim(webhook, `nonce:${nonce}`)))
        throw webhookRefused(MESSAGES.replayed);
      for (const event of events) {
        if (event.kind === 'ignored') {
          receipt.ignored += 1;
          continue;
        }
        if (!(await this.claim(webhook, `event:${event.id}`))) {
          receipt.duplicates += 1;
          continue;
        }
        const owner = await this.ownerOf(userId, event);
        if (!owner) {
          receipt.ignored += 1;
          continue;
        }
        if (event.kind === 'bounce')
          await this.services.emailBounces.bounce({
            owner,
            permanent: event.permanent,
            status: event.status,
            diagnostic: event.diagnostic,
            via: 'webhook',
          });
        else await this.services.emailBounces.complaint(owner, event.feedbackType);
        receipt.recorded += 1;
      }
      await this.em.execute('update email_webhooks set last_event_at = ? where id = ?', [
        this.now(),
        webhook.id,
      ]);
      await this.em.execute(
        `delete from email_webhook_receipts where webhook_id = ? and created_at < ?::timestamptz - ?::int * interval '1 day'`,
        [webhook.id, this.now(), RECEIPT_DAYS],
      );
    });
    if (receipt.recorded > 0)
      this.deps.log.info({ userId, provider: webhook.provider, ...receipt }, 'email webhook events recorded');
    return receipt;
  }

  /** Stores a receipt; false when it was there already. */
  private async claim(webhook: EmailWebhook, key: string): Promise<boolean> {
    const stored = key.length > 200 ? `digest:${digestOf(key)}` : key;
    const rows = await this.em.execute<Array<{ id: string }>>(
      `insert into email_webhook_receipts (id, created_at, webhook_id, key) values (gen_random_uuid(), ?, ?, ?)
       on conflict (webhook_id, key) do nothing returning id`,
      [this.now(), webhook.id, stored],
    );
    return rows.length > 0;
  }

  /**
   * The delivery an event is about, of this user only: the one its Message-ID names (another
   * user's: none), else this user's most recent delivery to its address.
   */
  private async ownerOf(
    userId: string,
    event: Exclude<HeardEvent, { kind: 'ignored' }>,
  ): Promise<DeliveryOwner | null> {
    const named = await this.services.emailBounces.deliveryOfMessageId(event.messageId);
    if (named) {
      if (named.userId === userId) return named;
      this.deps.log.warn(
        { userId, messageId: event.messageId },
        "an email webhook named another user's delivery: ignored",
      );
      return null;
    }
    if (!event.email) return null;
    const [latest] = await this.em.execute<Array<{ id: string; outbox: 'campaign' | 'sequence' }>>(
      `with lead as (select id from leads where user_id = ? and lower(email) = lower(?))
       select id, outbox from (
         select r.id, 'campaign' as outbox, r.sent_at
           from campaign_recipients r join lead on lead.id = r.lead_id join campaigns c on c.id = r.campaign_id
          where c.user_id = ? and r.status = 'sent' and r.sent_at is not null
         union all
         select r.id, 'sequence' as outbox, r.sent_at
           from email_sequence_logs r join lead on lead.id = r.lead_id join email_sequences s on s.id = r.sequence_id
          where s.user_id = ? and r.status = 'sent' and r.sent_at is not null
       ) deliveries order by sent_at desc limit 1`,
      [userId, event.email.trim(), userId, userId],
    );
    if (!latest) return null;
    const owner = await this.services.emailBounces.deliveryOwner({ outbox: latest.outbox, id: latest.id });
    return owner?.userId === userId ? owner : null;
  }

  private find(userId: string, provider: EmailWebhookProvider): Promise<EmailWebhook | null> {
    return this.em.findOne(EmailWebhook, { user: userId, provider });
  }

  private create(userId: string, provider: EmailWebhookProvider): EmailWebhook {
    const token = newToken();
    const row = this.em.create(EmailWebhook, {
      user: this.em.getReference(User, userId),
      provider,
      tokenHash: hashOf(token),
      tokenSealed: this.deps.secretBox.seal(token),
      createdAt: this.now(),
      updatedAt: this.now(),
    });
    if (provider === 'postmark') this.newLogin(row);
    return row;
  }

  private newLogin(row: EmailWebhook): void {
    row.username = `ff-${randomBytes(6).toString('hex')}`;
    row.secretSealed = this.deps.secretBox.seal(randomBytes(18).toString('base64url'));
  }

  /** The sealed secret opened; null when none is saved or it cannot be read (the key changed). */
  private secretOf(row: EmailWebhook): string | null {
    if (!row.secretSealed) return null;
    try {
      return this.deps.secretBox.open(row.secretSealed);
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      return null;
    }
  }

  private viewOf(row: EmailWebhook, origin: string | null): EmailWebhookView {
    let token: string | null;
    try {
      token = this.deps.secretBox.open(row.tokenSealed);
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      // Sealed under another key: the URL cannot be shown; regenerating makes a new one.
      token = null;
    }
    const password = row.provider === 'postmark' ? this.secretOf(row) : null;
    const base = this.deps.config.publicUrl ?? origin ?? '';
    let url: string | null = token ? `${base}/api/webhooks/email/${row.provider}/${token}` : null;
    if (url && row.provider === 'postmark' && row.username && password && base) {
      const withLogin = new URL(url);
      withLogin.username = row.username;
      withLogin.password = password;
      url = withLogin.href;
    }
    return {
      provider: row.provider,
      enabled: row.enabled,
      url,
      hasSecret: row.provider !== 'postmark' && !!row.secretSealed,
      username: row.provider === 'postmark' ? (row.username ?? null) : null,
      password,
      snsTopics: row.snsTopics,
      lastEventAt: row.lastEventAt ?? null,
    };
  }
}

const notSetUp = (provider: EmailWebhookProvider): EmailWebhookView => ({
  provider,
  enabled: false,
  url: null,
  hasSecret: false,
  username: null,
  password: null,
  snsTopics: [],
  lastEventAt: null,
});

/** A key the provider could have given: refused with a message that says which one is wanted. */
function checkSecret(provider: EmailWebhookProvider, secret: string): void {
  const fieldError = (message: string) =>
    new AppError('BAD_USER_INPUT', message, { fieldErrors: { secret: message } });
  if (provider === 'ses' || provider === 'postmark')
    throw fieldError(MESSAGES.noSecret(PROVIDER_NAMES[provider]));
  if (provider === 'sendgrid' && !sendGridKey(secret)) throw fieldError(MESSAGES.sendGridKeyInvalid);
  if (provider === 'mailgun' && !/^\S{8,200}$/.test(secret)) throw fieldError(MESSAGES.mailgunKeyInvalid);
}
