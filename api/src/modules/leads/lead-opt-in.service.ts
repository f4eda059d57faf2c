import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../../shared/db/transaction';
import { Service } from '../../shared/service';
import { anonymizeIp } from '../analytics';
import type { FormConsent } from '../page-renderer';
import { escapeHtml } from '../../shared/html/escape-html';
import { CONFIRM_TOKEN_SCOPE, confirmTokens, type LeadTokens } from './lead-tokens';

/** Sends a double opt-in confirmation email (pg-boss: retried when the SMTP server fails). */
export const SEND_OPT_IN_CONFIRMATION_JOB = 'leads.opt-in-confirmation';
/**
 * The public confirmation page: a GET (the link in the email) shows a Confirm button and a POST
 * confirms, like the unsubscribe page's /u/: mail security scanners follow every link of a
 * message, and a lead they confirmed would not have consented.
 */
export const CONFIRM_PATH = '/confirm';

export type OptInJob = { consentId: string; origin: string | null };

/** What following a confirmation link did. */
export type ConfirmOutcome =
  | { outcome: 'confirmed' | 'already-confirmed'; email: string; funnelName: string | null }
  | { outcome: 'invalid' };

/** What a confirmation link is for, before it is used. */
export type ConfirmTarget =
  | { outcome: 'pending' | 'already-confirmed'; email: string; funnelName: string | null }
  | { outcome: 'invalid' };

type ConsentToSend = {
  id: string;
  user_id: string;
  email: string;
  first_name: string | null;
  opt_in: string;
  confirmed_at: Date | string | null;
  confirmation_sent_at: Date | string | null;
  funnel_name: string | null;
  owner_name: string | null;
  consent_text: string;
};

/**
 * Double opt-in (issue 24 item 5): a form that asks for it records the visitor's consent (time,
 * network, form, the consent text the saved page shows), keeps a new lead 'pending', and sends a
 * confirmation email through the owner's SMTP settings (a job, retried on failure). Following the
 * link confirms the lead; campaigns and sequences do not mail a pending lead.
 */
export class LeadOptInService extends Service {
  private tokenSigner: LeadTokens | null = null;

  private get tokens(): LeadTokens {
    this.tokenSigner ??= confirmTokens(this.deps.secret);
    return this.tokenSigner;
  }

  /**
   * Inside the capture's transaction: records the consent of a double opt-in submission and, while
   * the lead is pending, queues its confirmation email (queued exactly when the capture commits).
   */
  async recordConsent(
    em: EntityManager,
    input: {
      ownerId: string;
      funnel: { id: string; name: string };
      leadId: string;
      form: FormConsent;
      ip: string;
      userAgent: string | null;
      origin: string | null;
    },
  ): Promise<{ consentId: string; pending: boolean }> {
    const connection = em.getConnection();
    const context = em.getTransactionContext();
    const [row] = await connection.execute<Array<{ id: string; pending: boolean }>>(
      `insert into lead_consents (id, user_id, lead_id, funnel_id, form_element_id, form_name, consent_text,
                                  ip_network, user_agent, created_at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?)
       returning id, (select opt_in = 'pending' from leads where id = ?) as pending`,
      [
        input.ownerId,
        input.leadId,
        input.funnel.id,
        input.form.elementId.slice(0, 100),
        `${input.form.formName} (${input.funnel.name})`.slice(0, 500),
        input.form.consentText,
        anonymizeIp(input.ip),
        input.userAgent?.slice(0, 500) ?? null,
        this.now(),
        input.leadId,
      ],
      'all',
      context,
    );
    if (!row) throw new Error('the consent record was not stored');
    // A lead already confirmed (by an earlier link, or never asked) is not asked again.
    if (row.pending)
      await this.deps.jobs.send<OptInJob>(
        SEND_OPT_IN_CONFIRMATION_JOB,
        { consentId: row.id, origin: input.origin },
        { tx: em },
      );
    return { consentId: row.id, pending: row.pending };
  }

  /** The confirmation link of a consent record. */
  confirmLink(consentId: string, origin: string | null): string {
    const base = this.deps.config.publicUrl ?? origin ?? `http://localhost:${this.deps.config.port}`;
    const token = this.tokens.sign(consentId, CONFIRM_TOKEN_SCOPE, this.now());
    return `${base.replace(/\/$/, '')}${CONFIRM_PATH}/${token}`;
  }

  /**
   * The job: sends the confirmation email of a consent record whose lead is still pending, through
   * the owner's SMTP settings (or the server's SMTP_URL). Without either the lead stays pending and
   * the builder says so. Safe to run twice: a confirmed lead, or an email already handed over, ends it.
   */
  async sendConfirmation(job: OptInJob): Promise<'sent' | 'not-needed' | 'no-smtp'> {
    const [consent] = await this.em.execute<ConsentToSend[]>(
      `select c.id, c.user_id, l.email, l.first_name, l.opt_in, c.confirmed_at, c.confirmation_sent_at,
              c.consent_text, f.name as funnel_name,
              nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as owner_name
         from lead_consents c
         join leads l on l.id = c.lead_id
         join users u on u.id = c.user_id
         left join funnels f on f.id = c.funnel_id
        where c.id = ?`,
      [job.consentId],
    );
    if (!consent || consent.opt_in !== 'pending' || consent.confirmed_at || consent.confirmation_sent_at)
      return 'not-needed';
    const link = this.confirmLink(consent.id, job.origin);
    const sender = consent.owner_name ?? consent.funnel_name ?? 'us';
    const greeting = consent.first_name ? `Hi ${consent.first_name},` : 'Hi,';
    const subject = 'Please confirm your subscription';
    const text = [
      greeting,
      '',
      `Please confirm that you want to receive emails from ${sender} by following this link:`,
      link,
      '',
      `You agreed to: "${consent.consent_text}"`,
      '',
      'If you did not sign up, ignore this email: you will not hear from us again.',
    ].join('\n');
    const html =
      `<p>${escapeHtml(greeting)}</p>` +
      `<p>Please confirm that you want to receive emails from ${escapeHtml(sender)}.</p>` +
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1e40af;color:#ffffff;border-radius:6px;text-decoration:none">Confirm my subscription</a></p>` +
      `<p style="color:#64748b;font-size:13px">You agreed to: “${escapeHtml(consent.consent_text)}”</p>` +
      `<p style="color:#64748b;font-size:13px">If you did not sign up, ignore this email: you will not hear from us again.</p>`;
    const sent = await this.services.userMail.send(consent.user_id, {
      to: consent.email,
      subject,
      text,
      html,
      senderName: sender,
    });
    if (sent === 'no-smtp') {
      this.deps.log.warn(
        { consentId: consent.id, userId: consent.user_id },
        'double opt-in confirmation not sent: no SMTP settings; the lead stays pending',
      );
      return 'no-smtp';
    }
    await this.em.execute(
      'update lead_consents set confirmation_sent_at = ? where id = ? and confirmation_sent_at is null',
      [this.now(), consent.id],
    );
    return 'sent';
  }

  /** The address and funnel a confirmation link is for, and whether it was used; nothing changes. */
  async confirmTarget(token: string): Promise<ConfirmTarget> {
    const consentId = this.tokens.verify(token, CONFIRM_TOKEN_SCOPE, this.now());
    if (!consentId) return { outcome: 'invalid' };
    const [row] = await this.em.execute<
      Array<{ email: string; confirmed_at: Date | null; opt_in: string; funnel_name: string | null }>
    >(
      `select l.email, c.confirmed_at, l.opt_in, f.name as funnel_name
         from lead_consents c join leads l on l.id = c.lead_id left join funnels f on f.id = c.funnel_id
        where c.id = ?`,
      [consentId],
    );
    if (!row) return { outcome: 'invalid' };
    const done = row.confirmed_at !== null || row.opt_in !== 'pending';
    return { outcome: done ? 'already-confirmed' : 'pending', email: row.email, funnelName: row.funnel_name };
  }

  /**
   * Follows a confirmation link: the consent is confirmed and its lead with it (idempotent: a
   * second visit answers 'already-confirmed'). A forged, damaged or expired token is 'invalid'.
   */
  async confirm(token: string): Promise<ConfirmOutcome> {
    const consentId = this.tokens.verify(token, CONFIRM_TOKEN_SCOPE, this.now());
    if (!consentId) return { outcome: 'invalid' };
    const now = this.now();
    const result = await inTransaction(this.em, async (em) => {
      const [consent] = await em.execute<
        Array<{ user_id: string; lead_id: string; confirmed_at: Date | null; funnel_name: string | null }>
      >(
        `select c.user_id, c.lead_id, c.confirmed_at, f.name as funnel_name
           from lead_consents c left join funnels f on f.id = c.funnel_id
          where c.id = ? for update of c`,
        [consentId],
      );
      if (!consent) return null;
      const [lead] = await em.execute<Array<{ email: string; opt_in: string }>>(
        'select email, opt_in from leads where id = ? for update',
        [consent.lead_id],
      );
      if (!lead) return null;
      if (!consent.confirmed_at)
        await em.execute('update lead_consents set confirmed_at = ? where id = ?', [now, consentId]);
      const wasPending = lead.opt_in === 'pending';
      if (wasPending) {
        await em.execute("update leads set opt_in = 'confirmed', updated_at = ? where id = ?", [
          now,
          consent.lead_id,
        ]);
        await em.execute(
          `insert into lead_activities (id, user_id, lead_id, type, summary, detail, created_at)
           values (gen_random_uuid(), ?, ?, 'confirmed', 'Confirmed their subscription (double opt-in)', ?, ?)`,
          [consent.user_id, consent.lead_id, JSON.stringify({ consentId }), now],
        );
      }
      return { ...consent, email: lead.email, wasPending, firstTime: !consent.confirmed_at };
    });
    // The lead (or its consent) was deleted since: nothing to confirm.
    if (!result) return { outcome: 'invalid' };
    if (result.wasPending) {
      this.deps.events.publish('LEADS_CHANGED', result.user_id, { leadIds: [result.lead_id] });
      await this.deps.domainEvents.emit('lead.confirmed', { userId: result.user_id, leadId: result.lead_id });
    }
    return {
      outcome: result.firstTime ? 'confirmed' : 'already-confirmed',
      email: result.email,
      funnelName: result.funnel_name,
    };
  }
}
