/** The outbox a delivery sits in: a campaign's recipients or the sequences' send log. */
export type Outbox = 'campaign' | 'sequence';

/**
 * What the delivery queue needs to know of an outbox table; the module that owns the table
 * describes it (campaigns, sequences). Both have the same delivery
 * columns: status ('pending', 'sent', 'failed', 'skipped'), attempts, claimed_at, claim_token, retry_at,
 * message_id, sent_at and an error column; and `lead_id`.
 */
export type OutboxTable = {
  table: 'campaign_recipients' | 'email_sequence_logs';
  /** Where the reason of the last failure goes. */
  errorColumn: 'error' | 'error_message';
  /** More columns set when a row is marked sent at $4 (a leading comma), e.g. the spec's deliveredAt. */
  alsoWhenSent: string;
  /**
   * Statements (CTEs over `marked (id)`, the rows just marked sent) that keep the owning module's
   * counters with the mark, in the same statement.
   */
  afterSent: string[];
};
