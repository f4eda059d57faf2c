import { Migration } from '@mikro-orm/migrations';

export class Migration20261121194922 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "sessions" ("sid" varchar not null, "sess" json not null, "expire" timestamp(6) not null, constraint "sessions_pkey" primary key ("sid"));`);
    this.addSql(`create index "sessions_expire_index" on "sessions" ("expire");`);

    this.addSql(`create table "subscription_plans" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" text not null, "stripe_price_id" text null, "price" numeric(12,2) not null, "price_forgecoins" numeric(14,2) null, "currency" text not null default 'usd', "interval" text not null, "features" jsonb not null default '[]', "max_funnels" int not null default -1, "max_leads" int not null default -1, "max_emails" int not null default -1, "is_active" boolean not null default true, "supports_forgecoins" boolean not null default true, constraint "subscription_plans_pkey" primary key ("id"));`);
    this.addSql(`alter table "subscription_plans" add constraint "subscription_plans_name_unique" unique ("name");`);

    this.addSql(`create table "templates" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" text not null, "description" text null, "category" text not null, "config" jsonb not null default '{}', "preview_image" text null, "avg_conversion_rate" numeric(5,2) not null default 0, "is_public" boolean not null default true, constraint "templates_pkey" primary key ("id"));`);
    this.addSql(`create index "templates_category_index" on "templates" ("category");`);

    this.addSql(`create table "users" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "email" varchar(320) not null, "password_hash" text null, "oidc_subject" text null, "first_name" text null, "last_name" text null, "username" text null, "bio" text null, "profile_image_url" text null, "stripe_customer_id" text null, "stripe_subscription_id" text null, "membership_level" text not null default 'free', "subscription_status" text null, "subscription_end_date" timestamptz null, constraint "users_pkey" primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_oidc_subject_unique" unique ("oidc_subject");`);
    this.addSql(`create index "users_stripe_customer_id_index" on "users" ("stripe_customer_id");`);
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"));`);

    this.addSql(`create table "recycled_funnels" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "user_id" uuid not null, "original_funnel_id" uuid not null, "name" text not null, "description" text null, "template_type" text not null, "status" text not null, "config" jsonb not null default '{}', "conversion_rate" numeric(5,2) not null default 0, "total_views" int not null default 0, "total_conversions" int not null default 0, "original_created_at" timestamptz not null, "original_updated_at" timestamptz not null, "deleted_at" timestamptz not null default now(), "permanent_delete_at" timestamptz not null, constraint "recycled_funnels_pkey" primary key ("id"));`);
    this.addSql(`create index "recycled_funnels_user_id_index" on "recycled_funnels" ("user_id");`);
    this.addSql(`create index "recycled_funnels_original_funnel_id_index" on "recycled_funnels" ("original_funnel_id");`);
    this.addSql(`create index "recycled_funnels_permanent_delete_at_index" on "recycled_funnels" ("permanent_delete_at");`);

    this.addSql(`create table "payments" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "stripe_payment_intent_id" text null, "stripe_invoice_id" text null, "amount" numeric(12,2) not null, "currency" text not null, "status" text not null, "type" text not null, "description" text null, "metadata" jsonb null, constraint "payments_pkey" primary key ("id"));`);
    this.addSql(`create index "payments_user_id_index" on "payments" ("user_id");`);
    this.addSql(`alter table "payments" add constraint "payments_stripe_payment_intent_id_unique" unique ("stripe_payment_intent_id");`);

    this.addSql(`create table "funnels" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "name" text not null, "description" text null, "template_type" text not null default 'landing', "status" text check ("status" in ('draft', 'published', 'archived')) not null default 'draft', "config" jsonb not null default '{}', "conversion_rate" numeric(5,2) not null default 0, "total_views" int not null default 0, "total_conversions" int not null default 0, constraint "funnels_pkey" primary key ("id"));`);
    this.addSql(`create index "funnels_user_id_index" on "funnels" ("user_id");`);
    this.addSql(`create index "funnels_user_id_updated_at_index" on "funnels" ("user_id", "updated_at");`);

    this.addSql(`create table "page_views" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "funnel_id" uuid not null, "session_id" text null, "ip_address" text null, "user_agent" text null, "referrer" text null, "page_url" text null, "device" text null, "browser" text null, "os" text null, "country" text null, "session_duration" int null, constraint "page_views_pkey" primary key ("id"));`);
    this.addSql(`create index "page_views_funnel_id_created_at_index" on "page_views" ("funnel_id", "created_at");`);

    this.addSql(`create table "leads" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "funnel_id" uuid null, "email" text not null, "first_name" text null, "last_name" text null, "company" text null, "phone" text null, "source" text null, "score" int not null default 0, "status" text check ("status" in ('new', 'contacted', 'follow-up', 'converted', 'lost')) not null default 'new', "tags" jsonb not null default '[]', "custom_fields" jsonb not null default '{}', "last_contacted_at" timestamptz null, constraint "leads_pkey" primary key ("id"), constraint leads_score_range check (score between 0 and 100));`);
    this.addSql(`create index "leads_user_id_index" on "leads" ("user_id");`);
    this.addSql(`create index "leads_funnel_id_index" on "leads" ("funnel_id");`);
    this.addSql(`create index "leads_user_id_created_at_index" on "leads" ("user_id", "created_at");`);
    this.addSql(`create unique index "leads_user_id_email_lower_unique" on "leads" ("user_id", lower("email"));`);

    this.addSql(`create table "received_emails" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "user_id" uuid not null, "message_id" text not null, "from_email" text not null, "from_name" text null, "to_email" text null, "subject" text null, "content" text null, "html_content" text null, "is_valid_sender" boolean null, "is_spam" boolean null, "is_read" boolean not null default false, "category" text not null default 'unknown', "lead_id" uuid null, "received_at" timestamptz not null default now(), constraint "received_emails_pkey" primary key ("id"));`);
    this.addSql(`create index "received_emails_user_id_index" on "received_emails" ("user_id");`);
    this.addSql(`alter table "received_emails" add constraint "received_emails_message_id_unique" unique ("message_id");`);
    this.addSql(`create index "received_emails_lead_id_index" on "received_emails" ("lead_id");`);

    this.addSql(`create table "image_generations" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "user_id" uuid not null, "prompt" text not null, "image_url" text null, "style" text not null default 'vivid', "size" text not null default '1024x1024', "funnel_id" uuid null, "element_id" text null, constraint "image_generations_pkey" primary key ("id"));`);
    this.addSql(`create index "image_generations_user_id_index" on "image_generations" ("user_id");`);
    this.addSql(`create index "image_generations_funnel_id_index" on "image_generations" ("funnel_id");`);

    this.addSql(`create table "funnel_analytics" ("id" uuid not null default gen_random_uuid(), "funnel_id" uuid not null, "date" date not null, "views" int not null default 0, "unique_views" int not null default 0, "conversions" int not null default 0, "bounce_rate" numeric(5,2) not null default 0, "avg_session_duration" int not null default 0, "top_exit_page" text null, "traffic_sources" jsonb null, "device_breakdown" jsonb null, constraint "funnel_analytics_pkey" primary key ("id"));`);
    this.addSql(`alter table "funnel_analytics" add constraint "funnel_analytics_funnel_id_date_unique" unique ("funnel_id", "date");`);

    this.addSql(`create table "click_tracking" ("id" uuid not null default gen_random_uuid(), "funnel_id" uuid not null, "element_id" text null, "element_type" text null, "action" text null, "target_url" text null, "ip_address" text null, "user_agent" text null, "clicked_at" timestamptz not null default now(), constraint "click_tracking_pkey" primary key ("id"));`);
    this.addSql(`create index "click_tracking_funnel_id_clicked_at_index" on "click_tracking" ("funnel_id", "clicked_at");`);

    this.addSql(`create table "form_submissions" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "user_id" uuid not null, "funnel_id" uuid null, "lead_id" uuid null, "form_data" jsonb not null default '{}', "ip_address" text null, "user_agent" text null, constraint "form_submissions_pkey" primary key ("id"));`);
    this.addSql(`create index "form_submissions_user_id_index" on "form_submissions" ("user_id");`);
    this.addSql(`create index "form_submissions_funnel_id_index" on "form_submissions" ("funnel_id");`);
    this.addSql(`create index "form_submissions_lead_id_index" on "form_submissions" ("lead_id");`);

    this.addSql(`create table "forgecoin_transactions" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "user_id" uuid not null, "type" text not null, "amount" numeric(14,2) not null, "description" text null, "status" text not null default 'pending', "metadata" jsonb null, constraint "forgecoin_transactions_pkey" primary key ("id"));`);
    this.addSql(`create index "forgecoin_transactions_user_id_index" on "forgecoin_transactions" ("user_id");`);
    this.addSql(`create index "forgecoin_transactions_user_id_created_at_index" on "forgecoin_transactions" ("user_id", "created_at");`);

    this.addSql(`create table "email_settings" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "smtp_host" text not null, "smtp_port" int not null default 465, "smtp_secure" boolean not null default true, "smtp_user" text not null, "smtp_password" text not null, "from_email" text not null, "from_name" text null, "is_active" boolean not null default true, constraint "email_settings_pkey" primary key ("id"));`);
    this.addSql(`alter table "email_settings" add constraint "email_settings_user_id_unique" unique ("user_id");`);

    this.addSql(`create table "email_sequences" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "name" text not null, "description" text null, "trigger" text check ("trigger" in ('funnel_signup', 'manual', 'tag_added', 'date_based')) not null default 'funnel_signup', "trigger_value" text null, "is_active" boolean not null default true, "total_sent" int not null default 0, constraint "email_sequences_pkey" primary key ("id"));`);
    this.addSql(`create index "email_sequences_user_id_index" on "email_sequences" ("user_id");`);

    this.addSql(`create table "email_sequence_subscribers" ("id" uuid not null default gen_random_uuid(), "sequence_id" uuid not null, "lead_id" uuid not null, "current_step" int not null default 1, "status" text not null default 'active', "started_at" timestamptz not null default now(), "last_email_sent" timestamptz null, "next_email_at" timestamptz null, "completed_at" timestamptz null, constraint "email_sequence_subscribers_pkey" primary key ("id"));`);
    this.addSql(`create index "email_sequence_subscribers_lead_id_index" on "email_sequence_subscribers" ("lead_id");`);
    this.addSql(`create index "email_sequence_subscribers_status_next_email_at_index" on "email_sequence_subscribers" ("status", "next_email_at");`);
    this.addSql(`alter table "email_sequence_subscribers" add constraint "email_sequence_subscribers_sequence_id_lead_id_unique" unique ("sequence_id", "lead_id");`);

    this.addSql(`create table "email_sequence_steps" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "sequence_id" uuid not null, "step_number" int not null, "subject" text not null, "content" text not null, "delay_hours" int not null default 24, "is_active" boolean not null default true, "sent_count" int not null default 0, "open_count" int not null default 0, "click_count" int not null default 0, constraint "email_sequence_steps_pkey" primary key ("id"), constraint email_sequence_steps_delay_hours_non_negative check (delay_hours >= 0));`);
    this.addSql(`create index "email_sequence_steps_sequence_id_index" on "email_sequence_steps" ("sequence_id");`);

    this.addSql(`create table "email_sequence_logs" ("id" uuid not null default gen_random_uuid(), "sequence_id" uuid not null, "step_id" uuid null, "subscriber_id" uuid null, "lead_id" uuid null, "status" text not null default 'sent', "sent_at" timestamptz not null default now(), "delivered_at" timestamptz null, "opened_at" timestamptz null, "clicked_at" timestamptz null, "error_message" text null, constraint "email_sequence_logs_pkey" primary key ("id"));`);
    this.addSql(`create index "email_sequence_logs_sequence_id_index" on "email_sequence_logs" ("sequence_id");`);
    this.addSql(`create index "email_sequence_logs_step_id_index" on "email_sequence_logs" ("step_id");`);
    this.addSql(`create index "email_sequence_logs_lead_id_index" on "email_sequence_logs" ("lead_id");`);
    this.addSql(`alter table "email_sequence_logs" add constraint "email_sequence_logs_subscriber_id_step_id_unique" unique ("subscriber_id", "step_id");`);

    this.addSql(`create table "campaigns" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "name" text not null, "subject" text not null, "content" text not null, "type" text not null default 'email', "status" text check ("status" in ('draft', 'scheduled', 'sent', 'completed')) not null default 'draft', "scheduled_at" timestamptz null, "sent_at" timestamptz null, "recipients" int not null default 0, "opens" int not null default 0, "clicks" int not null default 0, constraint "campaigns_pkey" primary key ("id"));`);
    this.addSql(`create index "campaigns_user_id_index" on "campaigns" ("user_id");`);
    this.addSql(`create index "campaigns_status_scheduled_at_index" on "campaigns" ("status", "scheduled_at");`);

    this.addSql(`create table "campaign_recipients" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "campaign_id" uuid not null, "lead_id" uuid not null, "status" text not null default 'pending', "sent_at" timestamptz null, "opened_at" timestamptz null, "clicked_at" timestamptz null, constraint "campaign_recipients_pkey" primary key ("id"));`);
    this.addSql(`create index "campaign_recipients_lead_id_index" on "campaign_recipients" ("lead_id");`);
    this.addSql(`create index "campaign_recipients_campaign_id_status_index" on "campaign_recipients" ("campaign_id", "status");`);
    this.addSql(`alter table "campaign_recipients" add constraint "campaign_recipients_campaign_id_lead_id_unique" unique ("campaign_id", "lead_id");`);

    this.addSql(`create table "audio_generations" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "user_id" uuid not null, "text" text not null, "voice_id" text null, "voice_name" text null, "model" text not null default 'eleven_monolingual_v1', "audio_url" text null, "duration" numeric(10,2) null, "character_count" int null, "estimated_cost" numeric(10,4) null, "status" text not null default 'completed', "failure_reason" text null, constraint "audio_generations_pkey" primary key ("id"));`);
    this.addSql(`create index "audio_generations_user_id_index" on "audio_generations" ("user_id");`);

    this.addSql(`create table "api_keys" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "key_name" text not null, "key_hash" text not null, "key_prefix" text not null, "permissions" jsonb not null default '["read","write"]', "is_active" boolean not null default true, "last_used_at" timestamptz null, "expires_at" timestamptz null, constraint "api_keys_pkey" primary key ("id"));`);
    this.addSql(`create index "api_keys_user_id_index" on "api_keys" ("user_id");`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_key_hash_unique" unique ("key_hash");`);

    this.addSql(`create table "affiliates" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "affiliate_code" varchar(50) not null, "commission_rate" numeric(5,2) not null default '10.00', "status" text not null default 'active', "total_earnings" numeric(12,2) not null default 0, "total_referrals" int not null default 0, "payout_threshold" numeric(12,2) not null default '50.00', "payment_method" text null, "payment_details" jsonb null, constraint "affiliates_pkey" primary key ("id"));`);
    this.addSql(`alter table "affiliates" add constraint "affiliates_user_id_unique" unique ("user_id");`);
    this.addSql(`alter table "affiliates" add constraint "affiliates_affiliate_code_unique" unique ("affiliate_code");`);

    this.addSql(`create table "referrals" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "affiliate_id" uuid not null, "referred_user_id" uuid null, "referral_code" varchar(50) not null, "email" text null, "first_name" text null, "last_name" text null, "status" text not null default 'pending', "conversion_value" numeric(12,2) null, "commission_earned" numeric(12,2) not null default 0, "converted_at" timestamptz null, constraint "referrals_pkey" primary key ("id"));`);
    this.addSql(`create index "referrals_affiliate_id_index" on "referrals" ("affiliate_id");`);
    this.addSql(`create index "referrals_referred_user_id_index" on "referrals" ("referred_user_id");`);

    this.addSql(`create table "payout_requests" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "affiliate_id" uuid not null, "amount" numeric(12,2) not null, "status" text not null default 'pending', "payment_method" text null, "stripe_transfer_id" text null, "processed_at" timestamptz null, "failure_reason" text null, constraint "payout_requests_pkey" primary key ("id"));`);
    this.addSql(`create index "payout_requests_affiliate_id_index" on "payout_requests" ("affiliate_id");`);

    this.addSql(`create table "payouts" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "affiliate_id" uuid not null, "amount" numeric(12,2) not null, "forgecoin_amount" numeric(14,2) null, "method" text not null default 'Bank Transfer', "details" jsonb null, "status" text not null default 'pending', "processed_at" timestamptz null, "completed_at" timestamptz null, "transaction_id" text null, "forgecoin_transaction_id" uuid null, "notes" text null, constraint "payouts_pkey" primary key ("id"));`);
    this.addSql(`create index "payouts_affiliate_id_index" on "payouts" ("affiliate_id");`);
    this.addSql(`create index "payouts_forgecoin_transaction_id_index" on "payouts" ("forgecoin_transaction_id");`);

    this.addSql(`create table "commissions" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "affiliate_id" uuid not null, "referral_id" uuid null, "amount" numeric(12,2) not null, "type" text not null default 'referral', "description" text null, "status" text not null default 'pending', "paid_at" timestamptz null, constraint "commissions_pkey" primary key ("id"));`);
    this.addSql(`create index "commissions_affiliate_id_index" on "commissions" ("affiliate_id");`);
    this.addSql(`create index "commissions_referral_id_index" on "commissions" ("referral_id");`);

    this.addSql(`create table "video_generations" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "luma_id" text null, "funnel_id" uuid null, "element_id" text null, "prompt" text not null, "status" text check ("status" in ('pending', 'processing', 'dreaming', 'completed', 'failed')) not null default 'pending', "video_url" text null, "thumbnail_url" text null, "failure_reason" text null, "model" text not null default 'ray-2', "resolution" text not null default '720p', "duration" text not null default '5s', "is_patched" boolean not null default false, constraint "video_generations_pkey" primary key ("id"));`);
    this.addSql(`create index "video_generations_user_id_index" on "video_generations" ("user_id");`);
    this.addSql(`alter table "video_generations" add constraint "video_generations_luma_id_unique" unique ("luma_id");`);
    this.addSql(`create index "video_generations_funnel_id_index" on "video_generations" ("funnel_id");`);

    this.addSql(`alter table "recycled_funnels" add constraint "recycled_funnels_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "payments" add constraint "payments_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "funnels" add constraint "funnels_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "page_views" add constraint "page_views_funnel_id_foreign" foreign key ("funnel_id") references "funnels" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "leads" add constraint "leads_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "leads" add constraint "leads_funnel_id_foreign" foreign key ("funnel_id") references "funnels" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "received_emails" add constraint "received_emails_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "received_emails" add constraint "received_emails_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "image_generations" add constraint "image_generations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "image_generations" add constraint "image_generations_funnel_id_foreign" foreign key ("funnel_id") references "funnels" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "funnel_analytics" add constraint "funnel_analytics_funnel_id_foreign" foreign key ("funnel_id") references "funnels" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "click_tracking" add constraint "click_tracking_funnel_id_foreign" foreign key ("funnel_id") references "funnels" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "form_submissions" add constraint "form_submissions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "form_submissions" add constraint "form_submissions_funnel_id_foreign" foreign key ("funnel_id") references "funnels" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "form_submissions" add constraint "form_submissions_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "forgecoin_transactions" add constraint "forgecoin_transactions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "email_settings" add constraint "email_settings_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "email_sequences" add constraint "email_sequences_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "email_sequence_subscribers" add constraint "email_sequence_subscribers_sequence_id_foreign" foreign key ("sequence_id") references "email_sequences" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "email_sequence_subscribers" add constraint "email_sequence_subscribers_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "email_sequence_steps" add constraint "email_sequence_steps_sequence_id_foreign" foreign key ("sequence_id") references "email_sequences" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "email_sequence_logs" add constraint "email_sequence_logs_sequence_id_foreign" foreign key ("sequence_id") references "email_sequences" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "email_sequence_logs" add constraint "email_sequence_logs_step_id_foreign" foreign key ("step_id") references "email_sequence_steps" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "email_sequence_logs" add constraint "email_sequence_logs_subscriber_id_foreign" foreign key ("subscriber_id") references "email_sequence_subscribers" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "email_sequence_logs" add constraint "email_sequence_logs_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "campaigns" add constraint "campaigns_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "campaign_recipients" add constraint "campaign_recipients_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_recipients" add constraint "campaign_recipients_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "audio_generations" add constraint "audio_generations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "api_keys" add constraint "api_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "affiliates" add constraint "affiliates_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "referrals" add constraint "referrals_affiliate_id_foreign" foreign key ("affiliate_id") references "affiliates" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "referrals" add constraint "referrals_referred_user_id_foreign" foreign key ("referred_user_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "payout_requests" add constraint "payout_requests_affiliate_id_foreign" foreign key ("affiliate_id") references "affiliates" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "payouts" add constraint "payouts_affiliate_id_foreign" foreign key ("affiliate_id") references "affiliates" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "payouts" add constraint "payouts_forgecoin_transaction_id_foreign" foreign key ("forgecoin_transaction_id") references "forgecoin_transactions" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "commissions" add constraint "commissions_affiliate_id_foreign" foreign key ("affiliate_id") references "affiliates" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "commissions" add constraint "commissions_referral_id_foreign" foreign key ("referral_id") references "referrals" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "video_generations" add constraint "video_generations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "video_generations" add constraint "video_generations_funnel_id_foreign" foreign key ("funnel_id") references "funnels" ("id") on update cascade on delete set null;`);
  }

}
