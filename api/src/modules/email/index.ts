import { defineModule } from '../../shared/modules/module';
import { DkimKey } from './authentication/dkim-key.entity';
import { SenderAuthenticationResolver } from './authentication/sender-authentication.resolver';
import { senderAuthenticationRoutes } from './authentication/sender-authentication.rest';
import { SenderAuthenticationService } from './authentication/sender-authentication.service';
import { EmailTrackingService } from './delivery/email-tracking.service';
import { emailTrackingRoutes } from './delivery/tracking.rest';
import { LocalSendLimits, RedisSendLimits } from './delivery/send-limits';
import { sendQuota } from './delivery/send-quota';
import { TestEmailService } from './delivery/test-emails';
import { TransportPool } from './delivery/transport-pool';
import { EmailDesign } from './email-design.entity';
import { EmailDesignResolver } from './email-design.resolver';
import { EmailDesignService } from './email-design.service';
import { emailDesignerRoutes } from './email-designer.rest';
import { EmailPerformanceResolver } from './email-performance.resolver';
import { EmailPerformanceService } from './email-performance.service';
import { EmailSettings } from './email-settings.entity';
import { EmailSettingsResolver } from './email-settings.resolver';
import { emailSettingsRoutes } from './email-settings.rest';
import { EmailSettingsService } from './email-settings.service';
import { startInboundSmtpServer } from './inbound/inbound-smtp-server';
import { ReceivedEmail } from './received-email.entity';
import { BouncesService } from './suppressions/bounces.service';
import { EmailBounce } from './suppressions/email-bounce.entity';
import { EmailSuppression } from './suppressions/email-suppression.entity';
import { SuppressionsResolver } from './suppressions/suppressions.resolver';
import { suppressionsRoutes } from './suppressions/suppressions.rest';
import { SuppressionsService } from './suppressions/suppressions.service';
import { SystemMail } from './system-mail';
import { UserMail } from './user-mail';
import { EmailWebhook, EmailWebhookReceipt } from './webhooks/email-webhook.entity';
import { EmailWebhooksResolver } from './webhooks/email-webhooks.resolver';
import { emailWebhooksRoutes } from './webhooks/email-webhooks.rest';
import { EmailWebhooksService } from './webhooks/email-webhooks.service';
import { emailWebhookReceiverRoutes } from './webhooks/webhook-receiver.rest';

/** What the email module adds to the app's services. */
export type EmailServices = {
  emailSettings: EmailSettingsService;
  emailDesign: EmailDesignService;
  emailPerformance: EmailPerformanceService;
  emailTracking: EmailTrackingService;
  transportPool: TransportPool;
  /** Mail the app sends in its own name (account notices): SMTP_URL, else logged as simulated. */
  systemMail: SystemMail;
  /** One email in a user's name through their SMTP settings (double opt-in confirmations). */
  userMail: UserMail;
  /** Addresses the user's sends skip. */
  suppressions: SuppressionsService;
  /** Bounces and complaints: recorded, and suppressing the addresses they are about. */
  emailBounces: BouncesService;
  /** DKIM keys and signing per sending domain, and the SPF / DKIM / DMARC checker. */
  senderAuthentication: SenderAuthenticationService;
  /** The sending services' bounce and complaint webhooks (SES via SNS, SendGrid, Postmark, Mailgun). */
  emailWebhooks: EmailWebhooksService;
  /** Test emails of a campaign's or a sequence step's content, sent at once (suppressed addresses skipped). */
  testEmails: TestEmailService;
};

/**
 * Email: each user's SMTP settings and the status banner, the designer's themes, performance
 * figures, and the one delivery layer campaigns and sequences send through (delivery/: SMTP
 * pool, message preparation, tracking), with the inbound unsubscribe mailbox.
 */
export const emailModule = defineModule<EmailServices>({
  name: 'email',
  entities: [
    EmailSettings,
    EmailDesign,
    ReceivedEmail,
    EmailSuppression,
    EmailBounce,
    DkimKey,
    EmailWebhook,
    EmailWebhookReceipt,
  ],
  services: (deps, services) => ({
    emailSettings: new EmailSettingsService(deps, services),
    emailDesign: new EmailDesignService(deps, services),
    emailPerformance: new EmailPerformanceService(deps, services),
    emailTracking: new EmailTrackingService(deps, services),
    /**
     * One SMTP pool for campaigns and sequences: a user's connection cap and rate cover both, and
     * every process together when Redis is configured.
     */
    transportPool: new TransportPool(
      deps.redis && !process.env.FF_LOCAL_LIMITS
        ? new RedisSendLimits(
            deps.redis,
            deps.config.campaignSending,
            deps.log,
            undefined,
            sendQuota(deps.config.campaignSending, () => deps.clock.now(), deps.redis),
          )
        : new LocalSendLimits(
            deps.config.campaignSending,
            sendQuota(deps.config.campaignSending, () => deps.clock.now(), null),
          ),
      deps.log,
    ),
    systemMail: new SystemMail(deps),
    userMail: new UserMail(deps, services),
    suppressions: new SuppressionsService(deps, services),
    emailBounces: new BouncesService(deps, services),
    senderAuthentication: new SenderAuthenticationService(deps, services),
    emailWebhooks: new EmailWebhooksService(deps, services),
    testEmails: new TestEmailService(deps, services),
  }),
  resolvers: [
    EmailSettingsResolver,
    EmailDesignResolver,
    EmailPerformanceResolver,
    SuppressionsResolver,
    SenderAuthenticationResolver,
    EmailWebhooksResolver,
  ],
  routes: {
    api: () => {
      const router = emailSettingsRoutes();
      router.use(emailDesignerRoutes());
      router.use(suppressionsRoutes());
      router.use(senderAuthenticationRoutes());
      router.use(emailWebhooksRoutes());
      return router;
    },
    public: (services, deps) => emailTrackingRoutes(services, deps),
    webhooks: (services) => emailWebhookReceiverRoutes(services),
  },
  subscriptions: (services) => ({
    'lead.unsubscribed': ({ userId, leadId }) => services.suppressions.leadUnsubscribed(userId, leadId),
  }),
  start: async (services, deps, role) => {
    const inbound = deps.config.inboundEmail;
    if (!role.workers || !inbound) return;
    return startInboundSmtpServer(services, deps, inbound);
  },
});

export { deliver, type ClaimedDelivery } from './delivery/deliver';
export { DeliveryQueue } from './delivery/delivery-queue';
export { OutboxSender } from './delivery/outbox-sender';
export { RetryPolicy, simulatedSender } from './delivery/failure';
export { prepareMessage, type OutgoingMessage, type RenderMessage } from './delivery/message';
export type { Outbox, OutboxTable } from './delivery/outboxes';
export type { SmtpTarget } from './delivery/smtp';
export type { SystemEmail, SystemMail } from './system-mail';
export type { TestEmailResult } from './delivery/test-emails';
export { TestEmailResultView } from './delivery/test-email-result.type';
export type { UserEmail, UserMail } from './user-mail';
export type { UserChannel } from './delivery/transport-pool';
export {
  isWanted,
  PENDING_OPT_IN,
  PENDING_OPT_IN_SKIP,
  SUPPRESSION_OF,
  skipUnwanted,
} from './suppressions/suppressed-deliveries';
