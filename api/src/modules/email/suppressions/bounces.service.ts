import type { DeliveryRef } from '../../../shared/events/domain-events';
import { isUuid } from '../../../shared/ids';
import { Service } from '../../../shared/service';
import type { DeliveryReport } from '../inbound/delivery-reports';
import { SuppressionReason } from './email-suppression.entity';

/** Who a delivery went to and whose it was: what a bounce or complaint about it needs. */
export type DeliveryOwner = DeliveryRef & {
  userId: string;
  leadId: string | null;
  email: string;
  /** 'Campaign "Spring sale"' or 'Sequence "Welcome" · Day 2': shown as the suppression's source. */
  label: string;
};

/** One bounce as heard: answered while sending (smtp), reported later (dsn) or by the sending service (webhook). */
export type BounceNotice = {
  owner: DeliveryOwner;
  /** The bounced address (the delivery's own unless a report names another). */
  email?: string;
  permanent: boolean;
  status: string | null;
  diagnostic: string | null;
  via: 'smtp' | 'dsn' | 'webhook';
};

/** Our Message-IDs are `<delivery row id>.<content id>@domain` (see message.ts). */
const MESSAGE_ID = /^<?([0-9a-f-]{36})\.[0-9a-f-]{36}@/i;

/**
 * Bounces and complaints, wherever they are heard: a 5xx answer to an address while sending, a
 * delivery status notification or a feedback-loop report to the inbound domain. A hard bounce
 * suppresses the address at once; soft ones once BOUNCE_SOFT_LIMIT came within
 * BOUNCE_SOFT_WINDOW_DAYS; a complaint unsubscribes the lead and suppresses the address.
 */
export class BouncesService extends Service {
  /** The delivery a row of an outbox was, or null when it is gone (or never was). */
  async deliveryOwner(ref: DeliveryRef): Promise<DeliveryOwner | null> {
    if (!isUuid(ref.id)) return null;
    const sql =
      ref.outbox === 'campaign'
        ? `select c.user_id, r.lead_id, coalesce(r.email, l.email) as email,
                  'Campaign "' || c.name || '"' as label
             from campaign_recipients r join campaigns c on c.id = r.campaign_id
             left join leads l on l.id = r.lead_id
            where r.id = ?`
        : `select s.user_id, r.lead_id, l.email,
                  'Sequence "' || s.name || '"' || coalesce(' · ' || st.subject, '') as label
             from email_sequence_logs r join email_sequences s on s.id = r.sequence_id
             left join email_sequence_steps st on st.id = r.step_id
             left join leads l on l.id = r.lead_id
            where r.id = ?`;
    const [row] = await this.em.execute<
      Array<{ user_id: string; lead_id: string | null; email: string | null; label: string }>
    >(sql, [ref.id]);
    if (!row?.email) return null;
    return { ...ref, userId: row.user_id, leadId: row.lead_id, email: row.email, label: row.label };
  }

  /** The delivery one of our Message-IDs names (either outbox), or null. */
  async deliveryOfMessageId(messageId: string | null): Promise<DeliveryOwner | null> {
    const id = messageId ? MESSAGE_ID.exec(messageId.trim())?.[1] : undefined;
    if (!id) return null;
    return (
      (await this.deliveryOwner({ outbox: 'campaign', id })) ??
      (await this.deliveryOwner({ outbox: 'sequence', id }))
    );
  }

  /** Records a bounce and suppresses the address when it is hard, or the soft ones add up. */
  async bounce(notice: BounceNotice): Promise<void> {
    const { owner } = notice;
    const email = (notice.email ?? owner.email).trim().toLowerCase();
    await this.em.execute(
      `insert into email_bounces (id, created_at, user_id, email, permanent, status, diagnostic, via, source_outbox, source_id)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        this.now(),
        owner.userId,
        email,
        notice.permanent,
        notice.status,
        notice.diagnostic?.slice(0, 500) ?? null,
        notice.via,
        owner.outbox,
        owner.id,
      ],
    );
    const source = { outbox: owner.outbox, id: owner.id, label: owner.label };
    if (notice.permanent) {
      await this.services.suppressions.suppress({
        userId: owner.userId,
        email,
        reason: SuppressionReason.hard_bounce,
        detail: notice.diagnostic ?? notice.status,
        source,
      });
      return;
    }
    const { softLimit, softWindowDays } = this.deps.config.bounces;
    const [counted] = await this.em.execute<Array<{ soft: number }>>(
      `select count(*)::int as soft from email_bounces
        where user_id = ? and email = ? and not permanent and created_at > ?::timestamptz - ?::int * interval '1 day'`,
      [owner.userId, email, this.now(), softWindowDays],
    );
    if ((counted?.soft ?? 0) >= softLimit)
      await this.services.suppressions.suppress({
        userId: owner.userId,
        email,
        reason: SuppressionReason.hard_bounce,
        detail: `${counted?.soft ?? softLimit} soft bounces within ${softWindowDays} days; the last: ${
          notice.diagnostic ?? notice.status ?? 'no reason given'
        }`,
        source,
      });
  }

  /** A recipient marked the delivery as spam: the lead is unsubscribed and the address suppressed. */
  async complaint(owner: DeliveryOwner, feedbackType: string, email?: string): Promise<void> {
    // Suppressed first: the unsubscribe's own suppression would otherwise name the reason.
    await this.services.suppressions.suppress({
      userId: owner.userId,
      email: email ?? owner.email,
      reason: SuppressionReason.complaint,
      detail: `Feedback report: ${feedbackType}`,
      source: { outbox: owner.outbox, id: owner.id, label: owner.label },
    });
    if (owner.leadId) await this.services.leads.unsubscribe(owner.leadId);
  }

  /**
   * A report that arrived at the inbound domain: `verp` is the delivery its return path named
   * (null when it came to another address); else the report's copy of our Message-ID says.
   * Answers what it did, for the log.
   */
  async report(report: DeliveryReport, verp: DeliveryOwner | null): Promise<string> {
    const owner = verp ?? (await this.deliveryOfMessageId(report.originalMessageId));
    if (!owner) return 'no delivery of ours named';
    if (report.kind === 'complaint') {
      const email = report.recipients.find((address) => address === owner.email.toLowerCase());
      await this.complaint(owner, report.feedbackType, email);
      return 'complaint';
    }
    let heard = 0;
    for (const recipient of report.recipients) {
      if (recipient.action !== 'failed' && recipient.action !== 'delayed' && recipient.action !== null)
        continue;
      // A report about another address than the delivery's (a forward's) still names the delivery's.
      await this.bounce({
        owner,
        email: report.recipients.length === 1 ? owner.email : recipient.email,
        permanent: recipient.permanent,
        status: recipient.status,
        diagnostic: recipient.diagnostic,
        via: 'dsn',
      });
      heard += 1;
    }
    // A bounce to a delivery's own return path that names nobody is still about that delivery;
    // whether it is for good is unknown, so it counts as soft.
    if (report.recipients.length === 0 && verp) {
      await this.bounce({ owner, permanent: false, status: null, diagnostic: null, via: 'dsn' });
      heard = 1;
    }
    return heard > 0 ? 'bounce' : 'no failed recipient';
  }
}
