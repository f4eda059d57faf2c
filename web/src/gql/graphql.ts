/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The leads screen filters (search, status, score, source); a missing field means all. */
export type CampaignAudienceFilterInput = {
  score?: LeadScoreBand | null | undefined;
  search?: string | null | undefined;
  /** '' for leads without a source (Direct). */
  source?: string | null | undefined;
  status?: LeadStatus | null | undefined;
};

/** Who a campaign goes to: leadIds chosen one by one (up to 10,000), or every lead matching filter. */
export type CampaignAudienceInput = {
  /** With mode all. */
  filter?: CampaignAudienceFilterInput | null | undefined;
  /** With mode selected. */
  leadIds?: Array<string | number> | null | undefined;
  mode: CampaignAudienceMode;
};

/** selected: the leads chosen one by one; all: every lead matching a leads filter. */
export type CampaignAudienceMode =
  | 'all'
  | 'selected';

/** A new campaign (001 §5 campaign form). The server counts its recipients. */
export type CampaignInput = {
  /** Wins over selectedLeadIds. */
  audience?: CampaignAudienceInput | null | undefined;
  content: string;
  name: string;
  /** Required, and in the future, when scheduled. */
  scheduledAt?: string | null | undefined;
  /** The chosen leads; same as audience mode selected. */
  selectedLeadIds?: Array<string | number> | null | undefined;
  /** draft (the default) or scheduled. */
  status?: CampaignStatus | null | undefined;
  subject: string;
  /** email (the default and only type). */
  type?: string | null | undefined;
};

/** 001 §4: draft and scheduled come from the form; sending while the engine delivers; then sent. */
export type CampaignStatus =
  | 'completed'
  | 'draft'
  | 'scheduled'
  | 'sending'
  | 'sent';

/** Changes to a draft or scheduled campaign; only the fields given change. Status draft pauses. */
export type CampaignUpdateInput = {
  audience?: CampaignAudienceInput | null | undefined;
  /** Clears the send date and time. */
  clearScheduledAt?: boolean | null | undefined;
  content?: string | null | undefined;
  name?: string | null | undefined;
  scheduledAt?: string | null | undefined;
  selectedLeadIds?: Array<string | number> | null | undefined;
  /** draft or scheduled. */
  status?: CampaignStatus | null | undefined;
  subject?: string | null | undefined;
  type?: string | null | undefined;
};

/** A new API key: a name, what it may do (default: everything), an optional expiry. */
export type CreateApiKeyInput = {
  expiresAt?: string | null | undefined;
  keyName: string;
  /** Any of funnels:read, funnels:write, leads:read, leads:write, campaigns:read, campaigns:write; all when left out. */
  permissions?: Array<string> | null | undefined;
};

export type CredentialsInput = {
  email: string;
  password: string;
};

export type DataExportStatus =
  | 'building'
  | 'downloaded'
  | 'expired'
  | 'failed'
  | 'ready';

export type DeleteAccountInput = {
  /** DELETE, typed by the person deleting. */
  confirmation: string;
  /** The current password (accounts that have one). */
  password?: string | null | undefined;
};

/** POST /api/ai/dub-video, as GraphQL. */
export type DubVideoInput = {
  /** An audio generation id, or an audio media item id, of yours. */
  audioId: string | number;
  /** 0 to 2; default 0.8. */
  audioVolume?: number | null | undefined;
  /** A video generation id, or a video media item id, of yours. */
  videoId: string | number;
};

/** 001 §5: how an address looks — Valid, Flagged (spam-like) or Invalid. */
export type EmailQuality =
  | 'FLAGGED'
  | 'INVALID'
  | 'VALID';

/** A new sequence (001 §7 POST /api/email/sequences). */
export type EmailSequenceInput = {
  description?: string | null | undefined;
  /** true by default. */
  isActive?: boolean | null | undefined;
  name: string;
  /** funnel_signup by default. */
  trigger?: SequenceTrigger | null | undefined;
  /** funnel_signup: a funnel id, or none for any funnel; tag_added: the tag; date_based: a date. */
  triggerValue?: string | null | undefined;
};

/** A new step (001 §7 POST /api/email/sequences/{id}/steps). */
export type EmailSequenceStepInput = {
  content: string;
  /** Hours after the previous step (or enrolment); 24 by default. */
  delayHours?: number | null | undefined;
  isActive?: boolean | null | undefined;
  /** The position to insert at; none appends. */
  stepNumber?: number | null | undefined;
  subject: string;
};

/** Changes to a step; only the fields given change. */
export type EmailSequenceStepUpdateInput = {
  content?: string | null | undefined;
  delayHours?: number | null | undefined;
  isActive?: boolean | null | undefined;
  subject?: string | null | undefined;
};

/** Changes to a sequence; only the fields given change. */
export type EmailSequenceUpdateInput = {
  description?: string | null | undefined;
  /** Active (true) or Paused (false). */
  isActive?: boolean | null | undefined;
  name?: string | null | undefined;
  trigger?: SequenceTrigger | null | undefined;
  triggerValue?: string | null | undefined;
};

/** The SMTP form (001 §5). Missing port, secure and active take the defaults 465, true, true; an empty password keeps the stored one. */
export type EmailSettingsInput = {
  fromEmail?: string | null | undefined;
  fromName?: string | null | undefined;
  isActive?: boolean | null | undefined;
  smtpHost?: string | null | undefined;
  smtpPassword?: string | null | undefined;
  smtpPort?: number | null | undefined;
  smtpSecure?: boolean | null | undefined;
  smtpUser?: string | null | undefined;
};

export type FunnelFilter = {
  /** endCursor of the page before: continues after it. */
  after?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** Matches name or description, case-insensitively. */
  search?: string | null | undefined;
  status?: FunnelStatus | null | undefined;
  templateType?: string | null | undefined;
};

/** Fields of a funnel; on update, only those given change. */
export type FunnelInput = {
  /** The pages: { version, steps: [{ id, name, slug, kind, elements, pageBackground, seo }] }. A single page ({ elements, pageBackground }) is accepted too: it is the first step. */
  config?: Record<string, unknown> | null | undefined;
  description?: string | null | undefined;
  name?: string | null | undefined;
  status?: FunnelStatus | null | undefined;
  /** landing, sales, capture, thankyou, events, splash or education. */
  templateType?: string | null | undefined;
};

/** Changes to the site settings; only those given change, empty text clears. */
export type FunnelSiteInput = {
  bodyCode?: string | null | undefined;
  customCodeEnabled?: boolean | null | undefined;
  favicon?: string | null | undefined;
  googleAnalyticsId?: string | null | undefined;
  headCode?: string | null | undefined;
  metaPixelId?: string | null | undefined;
};

export type FunnelStatus =
  | 'archived'
  | 'draft'
  | 'published';

export type GenerateAudioInput = {
  /** The text to speak: 1 to 5000 characters. */
  text: string;
  /** One of `voices`; the default voice when left out. */
  voiceId?: string | null | undefined;
};

/** POST /api/ai/generate-content, as GraphQL. */
export type GenerateContentInput = {
  /** A funnel of yours: its name and page type are context. */
  funnelId?: string | number | null | undefined;
  /** What to write about; required, at most 2000 characters. */
  prompt: string;
  /** headline, subheadline, body, benefits, cta, email-subject, email-body or faq ('call to action' and other readable forms are understood). */
  type: string;
};

/** POST /api/ai/generate-complete-funnel, as GraphQL. */
export type GenerateFunnelInput = {
  /** coaching, course, ecommerce, saas, agency, fitness, realestate, finance, beauty or other */
  businessType: string;
  /** Required; at most 200 characters. */
  mainProduct: string;
  /** leads (default), sales, webinar, booking or launch (or their labels) */
  marketingGoal?: string | null | undefined;
  /** under-100, 100-500 (default), 500-1000, 1000-5000 or 5000-plus */
  pricePoint?: string | null | undefined;
  /** Required; at most 200 characters. */
  targetAudience: string;
};

/** POST /api/ai/generate-image, as GraphQL. */
export type GenerateImageInput = {
  elementId?: string | null | undefined;
  funnelId?: string | number | null | undefined;
  /** Required; not blank. */
  prompt: string;
  /** 1024x1024 (default), 1792x1024 or 1024x1792 */
  size?: string | null | undefined;
  /** vivid (default) or natural */
  style?: string | null | undefined;
};

/** POST /api/ai/generate-video, as GraphQL. */
export type GenerateVideoInput = {
  /** 16:9 (default), 9:16, 1:1 or 4:3 */
  aspectRatio?: string | null | undefined;
  /** none (default), ambient, music or voiceover */
  audio?: string | null | undefined;
  /** 5s (default) or 9s */
  duration?: string | null | undefined;
  elementId?: string | null | undefined;
  enhancePrompt?: boolean | null | undefined;
  funnelId?: string | number | null | undefined;
  loop?: boolean | null | undefined;
  /** ray-2 (default), ray-flash-2 or ray-1-6 */
  model?: string | null | undefined;
  /** Required; not blank ('Please enter a video prompt'). */
  prompt: string;
  /** 540p, 720p (default), 1080p or 4k */
  resolution?: string | null | undefined;
  /** realistic, cinematic, animated, documentary or commercial */
  style?: string | null | undefined;
};

/** The leads screen filters; a missing field means all. */
export type LeadFilter = {
  funnelId?: string | number | null | undefined;
  score?: LeadScoreBand | null | undefined;
  /** Matches first name, last name, email or company, case-insensitively. */
  search?: string | null | undefined;
  /** A source from leadSources; '' for leads without one. */
  source?: string | null | undefined;
  status?: LeadStatus | null | undefined;
};

/** What an import does with a row whose email is already one of your leads. */
export type LeadImportExisting =
  /** Leave the lead alone; the row is skipped as 'Already exists'. */
  | 'skip'
  /** Update the lead with the non-empty cells of the row. */
  | 'update';

/** One data row of a CSV file, its cells mapped to lead fields. Cells are text as in the file; a bad value skips the row with a reason. */
export type LeadImportRow = {
  company?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  /** The row's number among the file's data rows, for the report. */
  rowNumber?: number | null | undefined;
  /** A whole number from 0 to 100; set as a manual score. */
  score?: string | null | undefined;
  source?: string | null | undefined;
  /** new, contacted, follow-up (or 'Follow up'), converted or lost. */
  status?: string | null | undefined;
  /** Tags separated by commas or semicolons. */
  tags?: string | null | undefined;
};

/** A new lead (001 §2.2 Add Lead). A score given here is a manual score. */
export type LeadInput = {
  company?: string | null | undefined;
  customFields?: Record<string, unknown> | null | undefined;
  email: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  score?: number | null | undefined;
  source?: string | null | undefined;
  status?: LeadStatus | null | undefined;
  tags?: Array<string> | null | undefined;
};

export type LeadPaging = {
  /** endCursor of the page before: continues after it, fast at any depth (offset is ignored). */
  after?: string | null | undefined;
  /** 1 to 1000. */
  limit?: number | null | undefined;
  /** For jumps to the first few pages. */
  offset?: number | null | undefined;
  order?: SortOrder | null | undefined;
  sort?: LeadSort | null | undefined;
};

/** high: 80 to 100; medium: 50 to 79; low: 0 to 49. */
export type LeadScoreBand =
  | 'high'
  | 'low'
  | 'medium';

export type LeadSort =
  | 'createdAt'
  | 'score';

/** 001 §4: any status may change to any other. follow_up is stored as 'follow-up'. */
export type LeadStatus =
  | 'contacted'
  | 'converted'
  | 'follow_up'
  | 'lost'
  | 'new';

/** Changes to a lead; only the fields given change. An empty string clears a text field. */
export type LeadUpdateInput = {
  /** Clears the manual score, so the computed score applies again. */
  clearManualScore?: boolean | null | undefined;
  company?: string | null | undefined;
  customFields?: Record<string, unknown> | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastContactedAt?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  /** Sets the score by hand; it overrides the computed score. */
  score?: number | null | undefined;
  source?: string | null | undefined;
  status?: LeadStatus | null | undefined;
  tags?: Array<string> | null | undefined;
};

/** The library filters; a missing field means all. */
export type MediaFilter = {
  /** Matches the name or the prompt, case-insensitively. */
  search?: string | null | undefined;
  /** upload or ai */
  source?: string | null | undefined;
  /** image, video or audio */
  type?: string | null | undefined;
};

export type NotificationSettingsInput = {
  loginNotifications?: boolean | null | undefined;
  signUpNotices?: boolean | null | undefined;
};

/** Only the fields sent change. */
export type ProfileInput = {
  bio?: string | null | undefined;
  currentPassword?: string | null | undefined;
  /** A new address needs currentPassword. */
  email?: string | null | undefined;
  /** Required: when sent it must not be blank. */
  firstName?: string | null | undefined;
  /** Required: when sent it must not be blank. */
  lastName?: string | null | undefined;
  /** Needs currentPassword. */
  newPassword?: string | null | undefined;
  /** Unique whatever its letter case; empty clears it. */
  username?: string | null | undefined;
};

/** active: steps still to come; completed: after the last step; removed: taken out by hand; unsubscribed: the lead unsubscribed. */
export type SequenceSubscriberStatus =
  | 'active'
  | 'completed'
  | 'removed'
  | 'unsubscribed';

/** How leads enter (001 §3): funnel_signup (triggerValue a funnel id, or any funnel when empty), manual, tag_added (triggerValue the tag), date_based (triggerValue a date). */
export type SequenceTrigger =
  | 'date_based'
  | 'funnel_signup'
  | 'manual'
  | 'tag_added';

export type SignUpInput = {
  email: string;
  password: string;
  /** The ?ref= code of the affiliate link that brought the visitor. */
  referralCode?: string | null | undefined;
};

export type SortOrder =
  | 'asc'
  | 'desc';

export type CurrentUserFragment = { __typename: 'User', id: string, email: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null, membershipLevel: string, createdAt: string, username: string | null, bio: string | null, subscriptionStatus: string | null, subscriptionEndDate: string | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename: 'Query', me: { __typename: 'User', id: string, email: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null, membershipLevel: string, createdAt: string, username: string | null, bio: string | null, subscriptionStatus: string | null, subscriptionEndDate: string | null } | null };

export type SignInMutationVariables = Exact<{
  input: CredentialsInput;
}>;


export type SignInMutation = { __typename: 'Mutation', signIn: { __typename: 'SignInResult', twoFactorRequired: boolean, user: { __typename: 'User', id: string, email: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null, membershipLevel: string, createdAt: string, username: string | null, bio: string | null, subscriptionStatus: string | null, subscriptionEndDate: string | null } | null } };

export type CompleteTwoFactorSignInMutationVariables = Exact<{
  code: string;
}>;


export type CompleteTwoFactorSignInMutation = { __typename: 'Mutation', completeTwoFactorSignIn: { __typename: 'User', id: string, email: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null, membershipLevel: string, createdAt: string, username: string | null, bio: string | null, subscriptionStatus: string | null, subscriptionEndDate: string | null } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { __typename: 'Mutation', signUp: { __typename: 'User', id: string, email: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null, membershipLevel: string, createdAt: string, username: string | null, bio: string | null, subscriptionStatus: string | null, subscriptionEndDate: string | null } };

export type MeUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MeUpdatedSubscription = { __typename: 'Subscription', meUpdated: { __typename: 'User', id: string, email: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null, membershipLevel: string, createdAt: string, username: string | null, bio: string | null, subscriptionStatus: string | null, subscriptionEndDate: string | null } };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { __typename: 'Mutation', updateProfile: { __typename: 'User', id: string, email: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null, membershipLevel: string, createdAt: string, username: string | null, bio: string | null, subscriptionStatus: string | null, subscriptionEndDate: string | null } };

export type TwoFactorStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorStatusQuery = { __typename: 'Query', twoFactorStatus: { __typename: 'TwoFactorStatus', enabled: boolean, recoveryCodesLeft: number } };

export type StartTwoFactorSetupMutationVariables = Exact<{ [key: string]: never; }>;


export type StartTwoFactorSetupMutation = { __typename: 'Mutation', startTwoFactorSetup: { __typename: 'TwoFactorSetup', secret: string, otpauthUrl: string, qrCodeDataUrl: string } };

export type ConfirmTwoFactorSetupMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmTwoFactorSetupMutation = { __typename: 'Mutation', confirmTwoFactorSetup: Array<string> };

export type DisableTwoFactorMutationVariables = Exact<{
  code: string;
}>;


export type DisableTwoFactorMutation = { __typename: 'Mutation', disableTwoFactor: boolean };

export type NotificationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsQuery = { __typename: 'Query', notificationSettings: { __typename: 'NotificationSettings', loginNotifications: boolean, signUpNotices: boolean } };

export type UpdateNotificationSettingsMutationVariables = Exact<{
  input: NotificationSettingsInput;
}>;


export type UpdateNotificationSettingsMutation = { __typename: 'Mutation', updateNotificationSettings: { __typename: 'NotificationSettings', loginNotifications: boolean, signUpNotices: boolean } };

export type DataExportFieldsFragment = { __typename: 'DataExport', id: string, status: DataExportStatus, progress: number, sizeBytes: number | null, createdAt: string, expiresAt: string, downloadUrl: string | null };

export type LatestDataExportQueryVariables = Exact<{ [key: string]: never; }>;


export type LatestDataExportQuery = { __typename: 'Query', latestDataExport: { __typename: 'DataExport', id: string, status: DataExportStatus, progress: number, sizeBytes: number | null, createdAt: string, expiresAt: string, downloadUrl: string | null } | null };

export type RequestDataExportMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestDataExportMutation = { __typename: 'Mutation', requestDataExport: { __typename: 'DataExport', id: string, status: DataExportStatus, progress: number, sizeBytes: number | null, createdAt: string, expiresAt: string, downloadUrl: string | null } };

export type DataExportUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DataExportUpdatedSubscription = { __typename: 'Subscription', dataExportUpdated: { __typename: 'DataExport', id: string, status: DataExportStatus, progress: number, sizeBytes: number | null, createdAt: string, expiresAt: string, downloadUrl: string | null } };

export type DeleteAccountMutationVariables = Exact<{
  input: DeleteAccountInput;
}>;


export type DeleteAccountMutation = { __typename: 'Mutation', deleteAccount: boolean };

export type GeneratedContentFieldsFragment = { __typename: 'GeneratedContent', content: string, type: string, generator: string, funnelId: string | null, items: Array<{ __typename: 'GeneratedContentItem', title: string, text: string }> | null };

export type AiTextGeneratorQueryVariables = Exact<{ [key: string]: never; }>;


export type AiTextGeneratorQuery = { __typename: 'Query', aiTextGenerator: string };

export type GenerateContentMutationVariables = Exact<{
  input: GenerateContentInput;
}>;


export type GenerateContentMutation = { __typename: 'Mutation', generateContent: { __typename: 'GeneratedContent', content: string, type: string, generator: string, funnelId: string | null, items: Array<{ __typename: 'GeneratedContentItem', title: string, text: string }> | null } };

export type AiImageFieldsFragment = { __typename: 'ImageGeneration', id: string, prompt: string, status: string, size: string, style: string, imageUrl: string | null, mediaId: string | null, generator: string | null, estimatedCost: number, failureReason: string | null, funnelId: string | null, elementId: string | null, createdAt: string, updatedAt: string };

export type AiUsageFieldsFragment = { __typename: 'AiUsage', imagesThisMonth: number, imagesAllowed: number, resetsAt: string, estimatedCostThisMonth: number, imageGenerator: string, videosThisMonth: number, videosAllowed: number, videoGenerator: string };

export type AiUsageQueryVariables = Exact<{ [key: string]: never; }>;


export type AiUsageQuery = { __typename: 'Query', aiUsage: { __typename: 'AiUsage', imagesThisMonth: number, imagesAllowed: number, resetsAt: string, estimatedCostThisMonth: number, imageGenerator: string, videosThisMonth: number, videosAllowed: number, videoGenerator: string } };

export type ImageGenerationsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ImageGenerationsQuery = { __typename: 'Query', imageGenerations: { __typename: 'ImageGenerationList', total: number, endCursor: string | null, hasMore: boolean, items: Array<{ __typename: 'ImageGeneration', id: string, prompt: string, status: string, size: string, style: string, imageUrl: string | null, mediaId: string | null, generator: string | null, estimatedCost: number, failureReason: string | null, funnelId: string | null, elementId: string | null, createdAt: string, updatedAt: string }> } };

export type ImageGenerationQueryVariables = Exact<{
  id: string | number;
}>;


export type ImageGenerationQuery = { __typename: 'Query', imageGeneration: { __typename: 'ImageGeneration', id: string, prompt: string, status: string, size: string, style: string, imageUrl: string | null, mediaId: string | null, generator: string | null, estimatedCost: number, failureReason: string | null, funnelId: string | null, elementId: string | null, createdAt: string, updatedAt: string } };

export type GenerateImageMutationVariables = Exact<{
  input: GenerateImageInput;
}>;


export type GenerateImageMutation = { __typename: 'Mutation', generateImage: { __typename: 'ImageGeneration', id: string, prompt: string, status: string, size: string, style: string, imageUrl: string | null, mediaId: string | null, generator: string | null, estimatedCost: number, failureReason: string | null, funnelId: string | null, elementId: string | null, createdAt: string, updatedAt: string } };

export type DeleteImageGenerationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteImageGenerationMutation = { __typename: 'Mutation', deleteImageGeneration: string };

export type AiImageStatusChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AiImageStatusChangedSubscription = { __typename: 'Subscription', aiImageStatusChanged: { __typename: 'AiImageChange', id: string, generation: { __typename: 'ImageGeneration', id: string, prompt: string, status: string, size: string, style: string, imageUrl: string | null, mediaId: string | null, generator: string | null, estimatedCost: number, failureReason: string | null, funnelId: string | null, elementId: string | null, createdAt: string, updatedAt: string } | null } };

export type FunnelGenerationFieldsFragment = { __typename: 'FunnelGeneration', id: string, status: string, step: string, stepLabel: string, progress: number, totalImages: number, funnelId: string | null, editUrl: string | null, sequenceId: string | null, generator: string | null, imageGenerator: string | null, error: string | null, message: string | null, createdAt: string, updatedAt: string };

export type FunnelGeneratorSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type FunnelGeneratorSetupQuery = { __typename: 'Query', aiTextGenerator: string, aiUsage: { __typename: 'AiUsage', imagesThisMonth: number, imagesAllowed: number, resetsAt: string, estimatedCostThisMonth: number, imageGenerator: string, videosThisMonth: number, videosAllowed: number, videoGenerator: string }, activeFunnelGeneration: { __typename: 'FunnelGeneration', id: string, status: string, step: string, stepLabel: string, progress: number, totalImages: number, funnelId: string | null, editUrl: string | null, sequenceId: string | null, generator: string | null, imageGenerator: string | null, error: string | null, message: string | null, createdAt: string, updatedAt: string } | null };

export type FunnelGenerationQueryVariables = Exact<{
  id: string | number;
}>;


export type FunnelGenerationQuery = { __typename: 'Query', funnelGeneration: { __typename: 'FunnelGeneration', id: string, status: string, step: string, stepLabel: string, progress: number, totalImages: number, funnelId: string | null, editUrl: string | null, sequenceId: string | null, generator: string | null, imageGenerator: string | null, error: string | null, message: string | null, createdAt: string, updatedAt: string } };

export type GenerateCompleteFunnelMutationVariables = Exact<{
  input: GenerateFunnelInput;
}>;


export type GenerateCompleteFunnelMutation = { __typename: 'Mutation', generateCompleteFunnel: { __typename: 'FunnelGeneration', id: string, status: string, step: string, stepLabel: string, progress: number, totalImages: number, funnelId: string | null, editUrl: string | null, sequenceId: string | null, generator: string | null, imageGenerator: string | null, error: string | null, message: string | null, createdAt: string, updatedAt: string } };

export type CancelFunnelGenerationMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelFunnelGenerationMutation = { __typename: 'Mutation', cancelFunnelGeneration: { __typename: 'FunnelGeneration', id: string, status: string, step: string, stepLabel: string, progress: number, totalImages: number, funnelId: string | null, editUrl: string | null, sequenceId: string | null, generator: string | null, imageGenerator: string | null, error: string | null, message: string | null, createdAt: string, updatedAt: string } };

export type FunnelGenerationChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type FunnelGenerationChangedSubscription = { __typename: 'Subscription', funnelGenerationChanged: { __typename: 'FunnelGeneration', id: string, status: string, step: string, stepLabel: string, progress: number, totalImages: number, funnelId: string | null, editUrl: string | null, sequenceId: string | null, generator: string | null, imageGenerator: string | null, error: string | null, message: string | null, createdAt: string, updatedAt: string } };

export type AiVideoFieldsFragment = { __typename: 'VideoGeneration', id: string, prompt: string, status: string, model: string, resolution: string, duration: string, aspectRatio: string, style: string | null, audio: string, loop: boolean, enhancePrompt: boolean, videoUrl: string | null, thumbnailUrl: string | null, failureReason: string | null, isPatched: boolean, funnelId: string | null, elementId: string | null, mediaId: string | null, generator: string | null, estimatedCost: number, progress: number | null, createdAt: string, updatedAt: string };

export type VideoGenerationsQueryVariables = Exact<{
  status?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type VideoGenerationsQuery = { __typename: 'Query', videoGenerations: { __typename: 'VideoGenerationList', endCursor: string | null, hasMore: boolean, items: Array<{ __typename: 'VideoGeneration', id: string, prompt: string, status: string, model: string, resolution: string, duration: string, aspectRatio: string, style: string | null, audio: string, loop: boolean, enhancePrompt: boolean, videoUrl: string | null, thumbnailUrl: string | null, failureReason: string | null, isPatched: boolean, funnelId: string | null, elementId: string | null, mediaId: string | null, generator: string | null, estimatedCost: number, progress: number | null, createdAt: string, updatedAt: string }> } };

export type VideoGenerationQueryVariables = Exact<{
  id: string | number;
}>;


export type VideoGenerationQuery = { __typename: 'Query', videoGeneration: { __typename: 'VideoGeneration', id: string, prompt: string, status: string, model: string, resolution: string, duration: string, aspectRatio: string, style: string | null, audio: string, loop: boolean, enhancePrompt: boolean, videoUrl: string | null, thumbnailUrl: string | null, failureReason: string | null, isPatched: boolean, funnelId: string | null, elementId: string | null, mediaId: string | null, generator: string | null, estimatedCost: number, progress: number | null, createdAt: string, updatedAt: string } };

export type GenerateVideoMutationVariables = Exact<{
  input: GenerateVideoInput;
}>;


export type GenerateVideoMutation = { __typename: 'Mutation', generateVideo: { __typename: 'VideoGeneration', id: string, prompt: string, status: string, model: string, resolution: string, duration: string, aspectRatio: string, style: string | null, audio: string, loop: boolean, enhancePrompt: boolean, videoUrl: string | null, thumbnailUrl: string | null, failureReason: string | null, isPatched: boolean, funnelId: string | null, elementId: string | null, mediaId: string | null, generator: string | null, estimatedCost: number, progress: number | null, createdAt: string, updatedAt: string } };

export type DeleteVideoGenerationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteVideoGenerationMutation = { __typename: 'Mutation', deleteVideoGeneration: string };

export type DubVideoMutationVariables = Exact<{
  input: DubVideoInput;
}>;


export type DubVideoMutation = { __typename: 'Mutation', dubVideo: { __typename: 'DubVideoResult', success: boolean, dubbedVideoUrl: string | null, error: string | null, generation: { __typename: 'VideoGeneration', id: string, prompt: string, status: string, model: string, resolution: string, duration: string, aspectRatio: string, style: string | null, audio: string, loop: boolean, enhancePrompt: boolean, videoUrl: string | null, thumbnailUrl: string | null, failureReason: string | null, isPatched: boolean, funnelId: string | null, elementId: string | null, mediaId: string | null, generator: string | null, estimatedCost: number, progress: number | null, createdAt: string, updatedAt: string } | null } };

export type AiVideoStatusChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AiVideoStatusChangedSubscription = { __typename: 'Subscription', aiVideoStatusChanged: { __typename: 'AiVideoChange', id: string, generation: { __typename: 'VideoGeneration', id: string, prompt: string, status: string, model: string, resolution: string, duration: string, aspectRatio: string, style: string | null, audio: string, loop: boolean, enhancePrompt: boolean, videoUrl: string | null, thumbnailUrl: string | null, failureReason: string | null, isPatched: boolean, funnelId: string | null, elementId: string | null, mediaId: string | null, generator: string | null, estimatedCost: number, progress: number | null, createdAt: string, updatedAt: string } | null } };

export type AudioFieldsFragment = { __typename: 'AudioGeneration', id: string, text: string, status: string, audioUrl: string | null, duration: number | null, characterCount: number, estimatedCost: number | null, failureReason: string | null, generator: string | null, mediaId: string | null, voiceId: string | null, voiceName: string | null, createdAt: string };

export type VoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type VoicesQuery = { __typename: 'Query', voices: Array<{ __typename: 'Voice', voiceId: string, name: string, generator: string, gender: string | null, accent: string | null }> };

export type AudioMonthlyCostQueryVariables = Exact<{ [key: string]: never; }>;


export type AudioMonthlyCostQuery = { __typename: 'Query', audioMonthlyCost: number };

export type AudioGenerationsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type AudioGenerationsQuery = { __typename: 'Query', audioGenerations: { __typename: 'AudioGenerationList', endCursor: string | null, hasMore: boolean, items: Array<{ __typename: 'AudioGeneration', id: string, text: string, status: string, audioUrl: string | null, duration: number | null, characterCount: number, estimatedCost: number | null, failureReason: string | null, generator: string | null, mediaId: string | null, voiceId: string | null, voiceName: string | null, createdAt: string }> } };

export type AudioGenerationQueryVariables = Exact<{
  id: string | number;
}>;


export type AudioGenerationQuery = { __typename: 'Query', audioGeneration: { __typename: 'AudioGeneration', id: string, text: string, status: string, audioUrl: string | null, duration: number | null, characterCount: number, estimatedCost: number | null, failureReason: string | null, generator: string | null, mediaId: string | null, voiceId: string | null, voiceName: string | null, createdAt: string } };

export type GenerateAudioMutationVariables = Exact<{
  input: GenerateAudioInput;
}>;


export type GenerateAudioMutation = { __typename: 'Mutation', generateAudio: { __typename: 'AudioGeneration', id: string, text: string, status: string, audioUrl: string | null, duration: number | null, characterCount: number, estimatedCost: number | null, failureReason: string | null, generator: string | null, mediaId: string | null, voiceId: string | null, voiceName: string | null, createdAt: string } };

export type AiAudioStatusChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AiAudioStatusChangedSubscription = { __typename: 'Subscription', aiAudioStatusChanged: { __typename: 'AudioGenerationChange', id: string, status: string, generation: { __typename: 'AudioGeneration', id: string, text: string, status: string, audioUrl: string | null, duration: number | null, characterCount: number, estimatedCost: number | null, failureReason: string | null, generator: string | null, mediaId: string | null, voiceId: string | null, voiceName: string | null, createdAt: string } | null } };

export type ApiKeyRowFragment = { __typename: 'ApiKey', id: string, keyName: string, keyPrefix: string, permissions: Array<string>, isActive: boolean, createdAt: string, lastUsedAt: string | null, expiresAt: string | null };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { __typename: 'Query', apiKeys: Array<{ __typename: 'ApiKey', id: string, keyName: string, keyPrefix: string, permissions: Array<string>, isActive: boolean, createdAt: string, lastUsedAt: string | null, expiresAt: string | null }> };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { __typename: 'Mutation', createApiKey: { __typename: 'CreatedApiKey', key: string, apiKey: { __typename: 'ApiKey', id: string, keyName: string, keyPrefix: string, permissions: Array<string>, isActive: boolean, createdAt: string, lastUsedAt: string | null, expiresAt: string | null } } };

export type DeactivateApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeactivateApiKeyMutation = { __typename: 'Mutation', deactivateApiKey: { __typename: 'ApiKey', id: string, keyName: string, keyPrefix: string, permissions: Array<string>, isActive: boolean, createdAt: string, lastUsedAt: string | null, expiresAt: string | null } };

export type DeleteApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteApiKeyMutation = { __typename: 'Mutation', deleteApiKey: string };

export type BuilderFunnelFragment = { __typename: 'Funnel', id: string, name: string, templateType: string, status: FunnelStatus, config: Record<string, unknown>, updatedAt: string };

export type BuilderFunnelQueryVariables = Exact<{
  id: string | number;
}>;


export type BuilderFunnelQuery = { __typename: 'Query', funnel: { __typename: 'Funnel', id: string, name: string, templateType: string, status: FunnelStatus, config: Record<string, unknown>, updatedAt: string } };

export type BuilderTemplateQueryVariables = Exact<{
  id: string | number;
}>;


export type BuilderTemplateQuery = { __typename: 'Query', template: { __typename: 'Template', id: string, name: string, category: string, config: Record<string, unknown> } };

export type CreateFunnelMutationVariables = Exact<{
  input: FunnelInput;
}>;


export type CreateFunnelMutation = { __typename: 'Mutation', createFunnel: { __typename: 'Funnel', id: string, name: string, templateType: string, status: FunnelStatus, config: Record<string, unknown>, updatedAt: string } };

export type UpdateFunnelMutationVariables = Exact<{
  id: string | number;
  input: FunnelInput;
}>;


export type UpdateFunnelMutation = { __typename: 'Mutation', updateFunnel: { __typename: 'Funnel', id: string, name: string, templateType: string, status: FunnelStatus, config: Record<string, unknown>, updatedAt: string } };

export type MediaLibraryQueryVariables = Exact<{ [key: string]: never; }>;


export type MediaLibraryQuery = { __typename: 'Query', mediaLibrary: { __typename: 'MediaLibrary', images: Array<{ __typename: 'MediaItem', id: string, name: string, url: string, type: string, size: number, uploadedAt: string, source: string, prompt: string | null }>, videos: Array<{ __typename: 'MediaItem', id: string, name: string, url: string, type: string, size: number, uploadedAt: string, source: string, prompt: string | null }> } };

export type FunnelDomainFieldsFragment = { __typename: 'FunnelDomain', id: string, hostname: string, verified: boolean, verifiedAt: string | null, checkedAt: string | null, checkError: string | null, txtName: string, txtValue: string };

export type FunnelSettingsQueryVariables = Exact<{
  id: string | number;
}>;


export type FunnelSettingsQuery = { __typename: 'Query', funnel: { __typename: 'Funnel', id: string, site: { __typename: 'FunnelSite', favicon: string | null, customCodeEnabled: boolean, metaPixelId: string | null, googleAnalyticsId: string | null, headCode: string | null, bodyCode: string | null } }, funnelDomain: { __typename: 'FunnelDomain', id: string, hostname: string, verified: boolean, verifiedAt: string | null, checkedAt: string | null, checkError: string | null, txtName: string, txtValue: string } | null };

export type UpdateFunnelSiteMutationVariables = Exact<{
  id: string | number;
  input: FunnelSiteInput;
}>;


export type UpdateFunnelSiteMutation = { __typename: 'Mutation', updateFunnelSite: { __typename: 'Funnel', id: string, site: { __typename: 'FunnelSite', favicon: string | null, customCodeEnabled: boolean, metaPixelId: string | null, googleAnalyticsId: string | null, headCode: string | null, bodyCode: string | null } } };

export type SetFunnelDomainMutationVariables = Exact<{
  funnelId: string | number;
  hostname: string;
}>;


export type SetFunnelDomainMutation = { __typename: 'Mutation', setFunnelDomain: { __typename: 'FunnelDomain', id: string, hostname: string, verified: boolean, verifiedAt: string | null, checkedAt: string | null, checkError: string | null, txtName: string, txtValue: string } };

export type VerifyFunnelDomainMutationVariables = Exact<{
  funnelId: string | number;
}>;


export type VerifyFunnelDomainMutation = { __typename: 'Mutation', verifyFunnelDomain: { __typename: 'FunnelDomain', id: string, hostname: string, verified: boolean, verifiedAt: string | null, checkedAt: string | null, checkError: string | null, txtName: string, txtValue: string } };

export type RemoveFunnelDomainMutationVariables = Exact<{
  funnelId: string | number;
}>;


export type RemoveFunnelDomainMutation = { __typename: 'Mutation', removeFunnelDomain: boolean };

export type SendCampaignMutationVariables = Exact<{
  id: string | number;
}>;


export type SendCampaignMutation = { __typename: 'Mutation', sendCampaign: { __typename: 'Campaign', id: string, name: string, subject: string, status: CampaignStatus, scheduledAt: string | null, sentAt: string | null, recipients: number, opens: number, clicks: number, sentCount: number, failedCount: number, createdAt: string } };

export type PauseCampaignMutationVariables = Exact<{
  id: string | number;
}>;


export type PauseCampaignMutation = { __typename: 'Mutation', pauseCampaign: { __typename: 'Campaign', id: string, name: string, subject: string, status: CampaignStatus, scheduledAt: string | null, sentAt: string | null, recipients: number, opens: number, clicks: number, sentCount: number, failedCount: number, createdAt: string } };

export type CampaignProgressSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type CampaignProgressSubscription = { __typename: 'Subscription', campaignProgress: { __typename: 'CampaignProgress', campaignId: string, status: CampaignStatus, sent: number, failed: number, total: number } };

export type CampaignRowFragment = { __typename: 'Campaign', id: string, name: string, subject: string, status: CampaignStatus, scheduledAt: string | null, sentAt: string | null, recipients: number, opens: number, clicks: number, sentCount: number, failedCount: number, createdAt: string };

export type CampaignDetailFragment = { __typename: 'Campaign', content: string, type: string, audienceMode: CampaignAudienceMode, id: string, name: string, subject: string, status: CampaignStatus, scheduledAt: string | null, sentAt: string | null, recipients: number, opens: number, clicks: number, sentCount: number, failedCount: number, createdAt: string, audienceFilter: { __typename: 'CampaignAudienceFilter', search: string | null, status: LeadStatus | null, score: LeadScoreBand | null, source: string | null } | null };

export type CampaignLeadOptionFragment = { __typename: 'Lead', id: string, email: string, firstName: string | null, lastName: string | null, company: string | null, unsubscribedAt: string | null };

export type CampaignPageQueryVariables = Exact<{
  status?: CampaignStatus | null | undefined;
  limit?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CampaignPageQuery = { __typename: 'Query', campaignPage: { __typename: 'CampaignPage', total: number, endCursor: string | null, hasMore: boolean, items: Array<{ __typename: 'Campaign', id: string, name: string, subject: string, status: CampaignStatus, scheduledAt: string | null, sentAt: string | null, recipients: number, opens: number, clicks: number, sentCount: number, failedCount: number, createdAt: string }> } };

export type CampaignStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignStatsQuery = { __typename: 'Query', campaignStats: { __typename: 'CampaignStats', totalCampaigns: number, totalRecipients: number, avgOpenRate: number, avgClickRate: number } };

export type CampaignQueryVariables = Exact<{
  id: string | number;
}>;


export type CampaignQuery = { __typename: 'Query', campaign: { __typename: 'Campaign', content: string, type: string, audienceMode: CampaignAudienceMode, id: string, name: string, subject: string, status: CampaignStatus, scheduledAt: string | null, sentAt: string | null, recipients: number, opens: number, clicks: number, sentCount: number, failedCount: number, createdAt: string, audienceFilter: { __typename: 'CampaignAudienceFilter', search: string | null, status: LeadStatus | null, score: LeadScoreBand | null, source: string | null } | null } };

export type CampaignRecipientIdsQueryVariables = Exact<{
  id: string | number;
}>;


export type CampaignRecipientIdsQuery = { __typename: 'Query', campaignRecipientIds: Array<string> };

export type CampaignAudienceCountQueryVariables = Exact<{
  audience: CampaignAudienceInput;
}>;


export type CampaignAudienceCountQuery = { __typename: 'Query', campaignAudienceCount: number };

export type CampaignLeadOptionsQueryVariables = Exact<{
  filter?: LeadFilter | null | undefined;
  paging?: LeadPaging | null | undefined;
}>;


export type CampaignLeadOptionsQuery = { __typename: 'Query', leads: { __typename: 'LeadList', hasMore: boolean, endCursor: string | null, items: Array<{ __typename: 'Lead', id: string, email: string, firstName: string | null, lastName: string | null, company: string | null, unsubscribedAt: string | null }> } };

export type CreateCampaignMutationVariables = Exact<{
  input: CampaignInput;
}>;


export type CreateCampaignMutation = { __typename: 'Mutation', createCampaign: { __typename: 'Campaign', content: string, type: string, audienceMode: CampaignAudienceMode, id: string, name: string, subject: string, status: CampaignStatus, scheduledAt: string | null, sentAt: string | null, recipients: number, opens: number, clicks: number, sentCount: number, failedCount: number, createdAt: string, audienceFilter: { __typename: 'CampaignAudienceFilter', search: string | null, status: LeadStatus | null, score: LeadScoreBand | null, source: string | null } | null } };

export type UpdateCampaignMutationVariables = Exact<{
  id: string | number;
  input: CampaignUpdateInput;
}>;


export type UpdateCampaignMutation = { __typename: 'Mutation', updateCampaign: { __typename: 'Campaign', content: string, type: string, audienceMode: CampaignAudienceMode, id: string, name: string, subject: string, status: CampaignStatus, scheduledAt: string | null, sentAt: string | null, recipients: number, opens: number, clicks: number, sentCount: number, failedCount: number, createdAt: string, audienceFilter: { __typename: 'CampaignAudienceFilter', search: string | null, status: LeadStatus | null, score: LeadScoreBand | null, source: string | null } | null } };

export type DeleteCampaignMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCampaignMutation = { __typename: 'Mutation', deleteCampaign: string };

export type DeleteAllCampaignsMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteAllCampaignsMutation = { __typename: 'Mutation', deleteAllCampaigns: number };

export type ForgecoinBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type ForgecoinBalanceQuery = { __typename: 'Query', forgecoinBalance: { __typename: 'ForgecoinBalance', balance: string, userId: string, timestamp: string } };

export type DashboardStatsQueryVariables = Exact<{
  days: number;
}>;


export type DashboardStatsQuery = { __typename: 'Query', dashboardStats: { __typename: 'DashboardStats', totalLeads: number, leadsChange: string, conversionRate: number, conversionChange: string, activeFunnels: number, funnelsChange: string, revenue: number, revenueChange: string } };

export type TopFunnelsQueryVariables = Exact<{ [key: string]: never; }>;


export type TopFunnelsQuery = { __typename: 'Query', topFunnels: Array<{ __typename: 'TopFunnel', id: string, name: string, conversions: number, conversionRate: number }> };

export type RecentLeadFragment = { __typename: 'Lead', id: string, firstName: string | null, lastName: string | null, email: string, source: string | null, score: number, createdAt: string, status: LeadStatus };

export type RecentLeadsQueryVariables = Exact<{ [key: string]: never; }>;


export type RecentLeadsQuery = { __typename: 'Query', recentLeads: Array<{ __typename: 'Lead', id: string, firstName: string | null, lastName: string | null, email: string, source: string | null, score: number, createdAt: string, status: LeadStatus }> };

export type DashboardPerformanceQueryVariables = Exact<{
  days: number;
}>;


export type DashboardPerformanceQuery = { __typename: 'Query', dashboardPerformance: Array<{ __typename: 'PerformancePoint', date: string, views: number, leads: number }> };

export type DashboardLeadsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DashboardLeadsChangedSubscription = { __typename: 'Subscription', leadsChanged: { __typename: 'LeadsChanged', leadIds: Array<string> } };

export type EmailThemeFieldsFragment = { __typename: 'EmailTheme', name: string, primary: string, secondary: string, background: string };

export type EmailSendFiguresFieldsFragment = { __typename: 'EmailSendFigures', attempted: number, delivered: number, failed: number, simulated: number, opened: number, clicked: number, deliveryRate: number | null, openRate: number | null, clickRate: number | null };

export type EmailDesignerQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailDesignerQuery = { __typename: 'Query', emailThemes: Array<{ __typename: 'EmailTheme', name: string, primary: string, secondary: string, background: string }>, emailTheme: { __typename: 'EmailTheme', name: string, primary: string, secondary: string, background: string } };

export type ChooseEmailThemeMutationVariables = Exact<{
  name: string;
}>;


export type ChooseEmailThemeMutation = { __typename: 'Mutation', chooseEmailTheme: { __typename: 'EmailTheme', name: string, primary: string, secondary: string, background: string } };

export type EmailPreviewQueryVariables = Exact<{
  theme?: string | null | undefined;
}>;


export type EmailPreviewQuery = { __typename: 'Query', emailPreview: { __typename: 'EmailPreview', subject: string, html: string, theme: { __typename: 'EmailTheme', name: string, primary: string, secondary: string, background: string } } };

export type EmailPerformanceQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailPerformanceQuery = { __typename: 'Query', emailPerformance: { __typename: 'EmailPerformance', periodDays: number, periodStart: string, grade: string | null, overall: { __typename: 'EmailSendFigures', attempted: number, delivered: number, failed: number, simulated: number, opened: number, clicked: number, deliveryRate: number | null, openRate: number | null, clickRate: number | null }, current: { __typename: 'EmailSendFigures', attempted: number, delivered: number, failed: number, simulated: number, opened: number, clicked: number, deliveryRate: number | null, openRate: number | null, clickRate: number | null }, previous: { __typename: 'EmailSendFigures', attempted: number, delivered: number, failed: number, simulated: number, opened: number, clicked: number, deliveryRate: number | null, openRate: number | null, clickRate: number | null }, trend: { __typename: 'EmailPerformanceTrend', deliveryRate: number, openRate: number, clickRate: number } | null, gradeRules: Array<{ __typename: 'EmailHealthRule', grade: string, minDeliveryRate: number, minOpenRate: number, minClickRate: number }>, activity: Array<{ __typename: 'EmailSendingActivity', id: string, kind: string, name: string, subject: string, stepNumber: number | null, lastSentAt: string, delivered: number, simulated: number, failed: number, opened: number, clicked: number }> } };

export type EmailSettingsFieldsFragment = { __typename: 'EmailSettings', id: string, smtpHost: string, smtpPort: number, smtpSecure: boolean, smtpUser: string, fromEmail: string, fromName: string | null, isActive: boolean, hasPassword: boolean, lastTestedAt: string | null, lastTestOk: boolean | null, lastTestMessage: string | null };

export type EmailStatusFieldsFragment = { __typename: 'EmailStatus', configured: boolean, connected: boolean, message: string };

export type EmailSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailSettingsQuery = { __typename: 'Query', emailSettings: { __typename: 'EmailSettings', id: string, smtpHost: string, smtpPort: number, smtpSecure: boolean, smtpUser: string, fromEmail: string, fromName: string | null, isActive: boolean, hasPassword: boolean, lastTestedAt: string | null, lastTestOk: boolean | null, lastTestMessage: string | null } | null };

export type EmailStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailStatusQuery = { __typename: 'Query', emailStatus: { __typename: 'EmailStatus', configured: boolean, connected: boolean, message: string } };

export type SaveEmailSettingsMutationVariables = Exact<{
  input: EmailSettingsInput;
}>;


export type SaveEmailSettingsMutation = { __typename: 'Mutation', saveEmailSettings: { __typename: 'EmailSettings', id: string, smtpHost: string, smtpPort: number, smtpSecure: boolean, smtpUser: string, fromEmail: string, fromName: string | null, isActive: boolean, hasPassword: boolean, lastTestedAt: string | null, lastTestOk: boolean | null, lastTestMessage: string | null } };

export type DeleteEmailSettingsMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteEmailSettingsMutation = { __typename: 'Mutation', deleteEmailSettings: boolean };

export type TestEmailSettingsMutationVariables = Exact<{
  input: EmailSettingsInput;
}>;


export type TestEmailSettingsMutation = { __typename: 'Mutation', testEmailSettings: { __typename: 'EmailTestResult', success: boolean, message: string } };

export type EmailStatusChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type EmailStatusChangedSubscription = { __typename: 'Subscription', emailStatusChanged: { __typename: 'EmailStatus', configured: boolean, connected: boolean, message: string } };

export type FunnelCardFragment = { __typename: 'Funnel', id: string, name: string, description: string | null, templateType: string, status: FunnelStatus, stepCount: number, totalViews: number, totalConversions: number, conversionRate: number, updatedAt: string, publishedAt: string | null };

export type FunnelsQueryVariables = Exact<{
  filter?: FunnelFilter | null | undefined;
}>;


export type FunnelsQuery = { __typename: 'Query', funnels: { __typename: 'FunnelPage', total: number, items: Array<{ __typename: 'Funnel', id: string, name: string, description: string | null, templateType: string, status: FunnelStatus, stepCount: number, totalViews: number, totalConversions: number, conversionRate: number, updatedAt: string, publishedAt: string | null }> } };

export type FunnelStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type FunnelStatsQuery = { __typename: 'Query', funnelStats: { __typename: 'FunnelStats', total: number, published: number, totalViews: number, avgConversion: number } };

export type PublishFunnelMutationVariables = Exact<{
  id: string | number;
}>;


export type PublishFunnelMutation = { __typename: 'Mutation', publishFunnel: { __typename: 'Funnel', id: string, name: string, description: string | null, templateType: string, status: FunnelStatus, stepCount: number, totalViews: number, totalConversions: number, conversionRate: number, updatedAt: string, publishedAt: string | null } };

export type UnpublishFunnelMutationVariables = Exact<{
  id: string | number;
}>;


export type UnpublishFunnelMutation = { __typename: 'Mutation', unpublishFunnel: { __typename: 'Funnel', id: string, name: string, description: string | null, templateType: string, status: FunnelStatus, stepCount: number, totalViews: number, totalConversions: number, conversionRate: number, updatedAt: string, publishedAt: string | null } };

export type DuplicateFunnelMutationVariables = Exact<{
  id: string | number;
}>;


export type DuplicateFunnelMutation = { __typename: 'Mutation', duplicateFunnel: { __typename: 'Funnel', id: string, name: string, description: string | null, templateType: string, status: FunnelStatus, stepCount: number, totalViews: number, totalConversions: number, conversionRate: number, updatedAt: string, publishedAt: string | null } };

export type DeleteFunnelMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFunnelMutation = { __typename: 'Mutation', deleteFunnel: { __typename: 'RecycledFunnel', id: string, originalFunnelId: string } };

export type PreviewFunnelQueryVariables = Exact<{
  id: string | number;
}>;


export type PreviewFunnelQuery = { __typename: 'Query', previewFunnel: { __typename: 'FunnelPreview', id: string, name: string, status: FunnelStatus, config: Record<string, unknown> } };

export type ImportLeadsMutationVariables = Exact<{
  rows: Array<LeadImportRow> | LeadImportRow;
  onExisting?: LeadImportExisting | null | undefined;
}>;


export type ImportLeadsMutation = { __typename: 'Mutation', importLeads: { __typename: 'LeadImportResult', created: number, updated: number, skipped: number, errors: Array<{ __typename: 'LeadImportError', row: number, email: string, reason: string }> } };

export type LeadScoreBandsQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadScoreBandsQuery = { __typename: 'Query', leadScoreBands: Array<{ __typename: 'LeadScoreBandRange', band: LeadScoreBand, label: string, min: number, max: number }> };

export type LeadRowFragment = { __typename: 'Lead', id: string, email: string, emailQuality: EmailQuality, firstName: string | null, lastName: string | null, company: string | null, phone: string | null, source: string | null, score: number, status: LeadStatus, createdAt: string };

export type LeadDetailFragment = { __typename: 'Lead', funnelId: string | null, funnelName: string | null, tags: Array<string>, customFields: Record<string, unknown>, autoScore: number, manualScore: number | null, lastContactedAt: string | null, updatedAt: string, id: string, email: string, emailQuality: EmailQuality, firstName: string | null, lastName: string | null, company: string | null, phone: string | null, source: string | null, score: number, status: LeadStatus, createdAt: string, scoreBreakdown: Array<{ __typename: 'LeadScoreFactor', rule: string, label: string, points: number }>, submissions: Array<{ __typename: 'LeadFormSubmission', id: string, createdAt: string, funnelName: string | null, formData: Record<string, unknown> }>, activity: Array<{ __typename: 'LeadActivity', id: string, type: string, summary: string, createdAt: string }> };

export type LeadsQueryVariables = Exact<{
  filter?: LeadFilter | null | undefined;
  paging?: LeadPaging | null | undefined;
}>;


export type LeadsQuery = { __typename: 'Query', leads: { __typename: 'LeadList', hasMore: boolean, endCursor: string | null, items: Array<{ __typename: 'Lead', id: string, email: string, emailQuality: EmailQuality, firstName: string | null, lastName: string | null, company: string | null, phone: string | null, source: string | null, score: number, status: LeadStatus, createdAt: string }> } };

export type LeadCountQueryVariables = Exact<{
  filter?: LeadFilter | null | undefined;
}>;


export type LeadCountQuery = { __typename: 'Query', leadCount: number };

export type LeadSourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadSourcesQuery = { __typename: 'Query', leadSources: Array<string> };

export type LeadQueryVariables = Exact<{
  id: string | number;
}>;


export type LeadQuery = { __typename: 'Query', lead: { __typename: 'Lead', funnelId: string | null, funnelName: string | null, tags: Array<string>, customFields: Record<string, unknown>, autoScore: number, manualScore: number | null, lastContactedAt: string | null, updatedAt: string, id: string, email: string, emailQuality: EmailQuality, firstName: string | null, lastName: string | null, company: string | null, phone: string | null, source: string | null, score: number, status: LeadStatus, createdAt: string, scoreBreakdown: Array<{ __typename: 'LeadScoreFactor', rule: string, label: string, points: number }>, submissions: Array<{ __typename: 'LeadFormSubmission', id: string, createdAt: string, funnelName: string | null, formData: Record<string, unknown> }>, activity: Array<{ __typename: 'LeadActivity', id: string, type: string, summary: string, createdAt: string }> } };

export type CreateLeadMutationVariables = Exact<{
  input: LeadInput;
}>;


export type CreateLeadMutation = { __typename: 'Mutation', createLead: { __typename: 'Lead', id: string, email: string, emailQuality: EmailQuality, firstName: string | null, lastName: string | null, company: string | null, phone: string | null, source: string | null, score: number, status: LeadStatus, createdAt: string } };

export type UpdateLeadMutationVariables = Exact<{
  id: string | number;
  input: LeadUpdateInput;
}>;


export type UpdateLeadMutation = { __typename: 'Mutation', updateLead: { __typename: 'Lead', funnelId: string | null, funnelName: string | null, tags: Array<string>, customFields: Record<string, unknown>, autoScore: number, manualScore: number | null, lastContactedAt: string | null, updatedAt: string, id: string, email: string, emailQuality: EmailQuality, firstName: string | null, lastName: string | null, company: string | null, phone: string | null, source: string | null, score: number, status: LeadStatus, createdAt: string, scoreBreakdown: Array<{ __typename: 'LeadScoreFactor', rule: string, label: string, points: number }>, submissions: Array<{ __typename: 'LeadFormSubmission', id: string, createdAt: string, funnelName: string | null, formData: Record<string, unknown> }>, activity: Array<{ __typename: 'LeadActivity', id: string, type: string, summary: string, createdAt: string }> } };

export type DeleteLeadMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteLeadMutation = { __typename: 'Mutation', deleteLead: string };

export type DeleteLeadsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteLeadsMutation = { __typename: 'Mutation', deleteLeads: number };

export type DeleteAllLeadsMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteAllLeadsMutation = { __typename: 'Mutation', deleteAllLeads: number };

export type LeadsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LeadsChangedSubscription = { __typename: 'Subscription', leadsChanged: { __typename: 'LeadsChanged', leadIds: Array<string> } };

export type MediaLibraryItemFragment = { __typename: 'MediaItem', id: string, name: string, url: string, thumbnailUrl: string | null, type: string, mimeType: string, size: number, width: number | null, height: number | null, duration: number | null, uploadedAt: string, source: string, prompt: string | null, generator: string | null, estimatedCost: number | null, costCurrency: string | null, usedInFunnels: Array<{ __typename: 'MediaUsage', funnelId: string, funnelName: string }> };

export type MediaItemsQueryVariables = Exact<{
  filter?: MediaFilter | null | undefined;
  after?: string | null | undefined;
}>;


export type MediaItemsQuery = { __typename: 'Query', mediaItems: { __typename: 'MediaItemList', total: number, endCursor: string | null, hasMore: boolean, items: Array<{ __typename: 'MediaItem', id: string, name: string, url: string, thumbnailUrl: string | null, type: string, mimeType: string, size: number, width: number | null, height: number | null, duration: number | null, uploadedAt: string, source: string, prompt: string | null, generator: string | null, estimatedCost: number | null, costCurrency: string | null, usedInFunnels: Array<{ __typename: 'MediaUsage', funnelId: string, funnelName: string }> }> } };

export type MediaStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type MediaStatsQuery = { __typename: 'Query', mediaStats: { __typename: 'MediaStats', total: number, images: number, videos: number, audio: number, aiGenerated: number, totalBytes: number } };

export type DeleteMediaMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMediaMutation = { __typename: 'Mutation', deleteMedia: string };

export type MediaChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MediaChangedSubscription = { __typename: 'Subscription', mediaChanged: { __typename: 'MediaChange', id: string, change: string } };

export type RecycledFunnelsQueryVariables = Exact<{ [key: string]: never; }>;


export type RecycledFunnelsQuery = { __typename: 'Query', recycledFunnels: Array<{ __typename: 'RecycledFunnel', id: string, originalFunnelId: string, name: string, description: string | null, templateType: string, totalViews: number, conversionRate: number, deletedAt: string, permanentDeleteAt: string }> };

export type RestoreFunnelMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreFunnelMutation = { __typename: 'Mutation', restoreFunnel: { __typename: 'Funnel', id: string, name: string } };

export type DeleteFunnelForeverMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFunnelForeverMutation = { __typename: 'Mutation', deleteFunnelForever: boolean };

export type EmptyRecycleBinMutationVariables = Exact<{ [key: string]: never; }>;


export type EmptyRecycleBinMutation = { __typename: 'Mutation', emptyRecycleBin: number };

export type SequenceRowFragment = { __typename: 'EmailSequence', id: string, name: string, description: string | null, trigger: SequenceTrigger, triggerValue: string | null, isActive: boolean, totalSent: number, stepCount: number, activeSubscriberCount: number, createdAt: string };

export type SequenceStepRowFragment = { __typename: 'EmailSequenceStep', id: string, sequenceId: string, stepNumber: number, subject: string, content: string, delayHours: number, isActive: boolean, sentCount: number, openCount: number, clickCount: number };

export type SequenceSubscriberRowFragment = { __typename: 'EmailSequenceSubscriber', id: string, currentStep: number, status: SequenceSubscriberStatus, startedAt: string, nextEmailAt: string | null, lastEmailSent: string | null, completedAt: string | null, lead: { __typename: 'Lead', id: string, email: string, firstName: string | null, lastName: string | null } };

export type EmailSequencesQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailSequencesQuery = { __typename: 'Query', emailSequences: Array<{ __typename: 'EmailSequence', id: string, name: string, description: string | null, trigger: SequenceTrigger, triggerValue: string | null, isActive: boolean, totalSent: number, stepCount: number, activeSubscriberCount: number, createdAt: string }> };

export type EmailSequenceStepsQueryVariables = Exact<{
  sequenceId: string | number;
}>;


export type EmailSequenceStepsQuery = { __typename: 'Query', emailSequenceSteps: Array<{ __typename: 'EmailSequenceStep', id: string, sequenceId: string, stepNumber: number, subject: string, content: string, delayHours: number, isActive: boolean, sentCount: number, openCount: number, clickCount: number }> };

export type EmailSequencePerformanceQueryVariables = Exact<{
  sequenceId: string | number;
}>;


export type EmailSequencePerformanceQuery = { __typename: 'Query', emailSequencePerformance: { __typename: 'SequencePerformance', totalSent: number, totalDelivered: number, totalSimulated: number, openRate: number, clickRate: number, steps: Array<{ __typename: 'StepPerformance', stepId: string, stepNumber: number, subject: string, sentCount: number, openCount: number, clickCount: number }> } };

export type EmailSequenceSubscribersQueryVariables = Exact<{
  sequenceId: string | number;
  limit: number;
  offset: number;
}>;


export type EmailSequenceSubscribersQuery = { __typename: 'Query', emailSequenceSubscribers: { __typename: 'SequenceSubscriberPage', total: number, items: Array<{ __typename: 'EmailSequenceSubscriber', id: string, currentStep: number, status: SequenceSubscriberStatus, startedAt: string, nextEmailAt: string | null, lastEmailSent: string | null, completedAt: string | null, lead: { __typename: 'Lead', id: string, email: string, firstName: string | null, lastName: string | null } }> } };

export type SequenceFunnelOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SequenceFunnelOptionsQuery = { __typename: 'Query', funnels: { __typename: 'FunnelPage', items: Array<{ __typename: 'Funnel', id: string, name: string }> } };

export type SequenceLeadOptionsQueryVariables = Exact<{
  filter?: LeadFilter | null | undefined;
  paging?: LeadPaging | null | undefined;
}>;


export type SequenceLeadOptionsQuery = { __typename: 'Query', leads: { __typename: 'LeadList', hasMore: boolean, items: Array<{ __typename: 'Lead', id: string, email: string, firstName: string | null, lastName: string | null, unsubscribedAt: string | null }> } };

export type CreateEmailSequenceMutationVariables = Exact<{
  input: EmailSequenceInput;
}>;


export type CreateEmailSequenceMutation = { __typename: 'Mutation', createEmailSequence: { __typename: 'EmailSequence', id: string, name: string, description: string | null, trigger: SequenceTrigger, triggerValue: string | null, isActive: boolean, totalSent: number, stepCount: number, activeSubscriberCount: number, createdAt: string } };

export type UpdateEmailSequenceMutationVariables = Exact<{
  id: string | number;
  input: EmailSequenceUpdateInput;
}>;


export type UpdateEmailSequenceMutation = { __typename: 'Mutation', updateEmailSequence: { __typename: 'EmailSequence', id: string, name: string, description: string | null, trigger: SequenceTrigger, triggerValue: string | null, isActive: boolean, totalSent: number, stepCount: number, activeSubscriberCount: number, createdAt: string } };

export type DeleteEmailSequenceMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEmailSequenceMutation = { __typename: 'Mutation', deleteEmailSequence: string };

export type AddEmailSequenceStepMutationVariables = Exact<{
  sequenceId: string | number;
  input: EmailSequenceStepInput;
}>;


export type AddEmailSequenceStepMutation = { __typename: 'Mutation', addEmailSequenceStep: { __typename: 'EmailSequenceStep', id: string, sequenceId: string, stepNumber: number, subject: string, content: string, delayHours: number, isActive: boolean, sentCount: number, openCount: number, clickCount: number } };

export type UpdateEmailSequenceStepMutationVariables = Exact<{
  id: string | number;
  input: EmailSequenceStepUpdateInput;
}>;


export type UpdateEmailSequenceStepMutation = { __typename: 'Mutation', updateEmailSequenceStep: { __typename: 'EmailSequenceStep', id: string, sequenceId: string, stepNumber: number, subject: string, content: string, delayHours: number, isActive: boolean, sentCount: number, openCount: number, clickCount: number } };

export type DeleteEmailSequenceStepMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEmailSequenceStepMutation = { __typename: 'Mutation', deleteEmailSequenceStep: string };

export type ReorderEmailSequenceStepsMutationVariables = Exact<{
  sequenceId: string | number;
  stepIds: Array<string | number> | string | number;
}>;


export type ReorderEmailSequenceStepsMutation = { __typename: 'Mutation', reorderEmailSequenceSteps: Array<{ __typename: 'EmailSequenceStep', id: string, sequenceId: string, stepNumber: number, subject: string, content: string, delayHours: number, isActive: boolean, sentCount: number, openCount: number, clickCount: number }> };

export type EnrolLeadsInSequenceMutationVariables = Exact<{
  sequenceId: string | number;
  leadIds: Array<string | number> | string | number;
}>;


export type EnrolLeadsInSequenceMutation = { __typename: 'Mutation', enrolLeadsInSequence: { __typename: 'EnrolResult', enrolled: Array<string>, alreadyEnrolled: Array<string>, refused: Array<{ __typename: 'RefusedLead', leadId: string, reason: string }> } };

export type RemoveSequenceSubscriberMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveSequenceSubscriberMutation = { __typename: 'Mutation', removeSequenceSubscriber: { __typename: 'EmailSequenceSubscriber', id: string, currentStep: number, status: SequenceSubscriberStatus, startedAt: string, nextEmailAt: string | null, lastEmailSent: string | null, completedAt: string | null, lead: { __typename: 'Lead', id: string, email: string, firstName: string | null, lastName: string | null } } };

export type TemplatesQueryVariables = Exact<{
  category?: string | null | undefined;
}>;


export type TemplatesQuery = { __typename: 'Query', templates: Array<{ __typename: 'Template', id: string, name: string, description: string | null, category: string, avgConversionRate: number, previewImage: string | null }> };

export const CurrentUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"membershipLevel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionEndDate"}}]}}]} as unknown as DocumentNode<CurrentUserFragment, unknown>;
export const DataExportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<DataExportFieldsFragment, unknown>;
export const GeneratedContentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedContentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}}]}}]} as unknown as DocumentNode<GeneratedContentFieldsFragment, unknown>;
export const AiImageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"elementId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AiImageFieldsFragment, unknown>;
export const AiUsageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiUsageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiUsage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imagesThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"imagesAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCostThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"imageGenerator"}},{"kind":"Field","name":{"kind":"Name","value":"videosThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"videosAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"videoGenerator"}}]}}]} as unknown as DocumentNode<AiUsageFieldsFragment, unknown>;
export const FunnelGenerationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelGenerationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunnelGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"stepLabel"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"totalImages"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"editUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceId"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"imageGenerator"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FunnelGenerationFieldsFragment, unknown>;
export const AiVideoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiVideoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VideoGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"aspectRatio"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"audio"}},{"kind":"Field","name":{"kind":"Name","value":"loop"}},{"kind":"Field","name":{"kind":"Name","value":"enhancePrompt"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"isPatched"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"elementId"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AiVideoFieldsFragment, unknown>;
export const AudioFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudioGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"audioUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"characterCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"voiceId"}},{"kind":"Field","name":{"kind":"Name","value":"voiceName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AudioFieldsFragment, unknown>;
export const ApiKeyRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"keyName"}},{"kind":"Field","name":{"kind":"Name","value":"keyPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<ApiKeyRowFragment, unknown>;
export const BuilderFunnelFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderFunnel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funnel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"templateType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BuilderFunnelFragment, unknown>;
export const FunnelDomainFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunnelDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkError"}},{"kind":"Field","name":{"kind":"Name","value":"txtName"}},{"kind":"Field","name":{"kind":"Name","value":"txtValue"}}]}}]} as unknown as DocumentNode<FunnelDomainFieldsFragment, unknown>;
export const CampaignRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CampaignRowFragment, unknown>;
export const CampaignDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignRow"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"audienceMode"}},{"kind":"Field","name":{"kind":"Name","value":"audienceFilter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CampaignDetailFragment, unknown>;
export const CampaignLeadOptionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignLeadOption"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"unsubscribedAt"}}]}}]} as unknown as DocumentNode<CampaignLeadOptionFragment, unknown>;
export const RecentLeadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecentLead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RecentLeadFragment, unknown>;
export const EmailThemeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailThemeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailTheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"background"}}]}}]} as unknown as DocumentNode<EmailThemeFieldsFragment, unknown>;
export const EmailSendFiguresFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailSendFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSendFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempted"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"opened"}},{"kind":"Field","name":{"kind":"Name","value":"clicked"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRate"}},{"kind":"Field","name":{"kind":"Name","value":"openRate"}},{"kind":"Field","name":{"kind":"Name","value":"clickRate"}}]}}]} as unknown as DocumentNode<EmailSendFiguresFieldsFragment, unknown>;
export const EmailSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"smtpHost"}},{"kind":"Field","name":{"kind":"Name","value":"smtpPort"}},{"kind":"Field","name":{"kind":"Name","value":"smtpSecure"}},{"kind":"Field","name":{"kind":"Name","value":"smtpUser"}},{"kind":"Field","name":{"kind":"Name","value":"fromEmail"}},{"kind":"Field","name":{"kind":"Name","value":"fromName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"lastTestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastTestOk"}},{"kind":"Field","name":{"kind":"Name","value":"lastTestMessage"}}]}}]} as unknown as DocumentNode<EmailSettingsFieldsFragment, unknown>;
export const EmailStatusFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<EmailStatusFieldsFragment, unknown>;
export const FunnelCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funnel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"templateType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"totalConversions"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<FunnelCardFragment, unknown>;
export const LeadRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailQuality"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LeadRowFragment, unknown>;
export const LeadDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadRow"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"funnelName"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"}},{"kind":"Field","name":{"kind":"Name","value":"autoScore"}},{"kind":"Field","name":{"kind":"Name","value":"manualScore"}},{"kind":"Field","name":{"kind":"Name","value":"scoreBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastContactedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"funnelName"}},{"kind":"Field","name":{"kind":"Name","value":"formData"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailQuality"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LeadDetailFragment, unknown>;
export const MediaLibraryItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaLibraryItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"usedInFunnels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"funnelName"}}]}}]}}]} as unknown as DocumentNode<MediaLibraryItemFragment, unknown>;
export const SequenceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SequenceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSequence"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"triggerValue"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"totalSent"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscriberCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SequenceRowFragment, unknown>;
export const SequenceStepRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SequenceStepRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSequenceStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceId"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"delayHours"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"clickCount"}}]}}]} as unknown as DocumentNode<SequenceStepRowFragment, unknown>;
export const SequenceSubscriberRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SequenceSubscriberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSequenceSubscriber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentStep"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextEmailAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailSent"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<SequenceSubscriberRowFragment, unknown>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"membershipLevel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionEndDate"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CredentialsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorRequired"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"membershipLevel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionEndDate"}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const CompleteTwoFactorSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteTwoFactorSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeTwoFactorSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"membershipLevel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionEndDate"}}]}}]} as unknown as DocumentNode<CompleteTwoFactorSignInMutation, CompleteTwoFactorSignInMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"membershipLevel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionEndDate"}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const MeUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MeUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"membershipLevel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionEndDate"}}]}}]} as unknown as DocumentNode<MeUpdatedSubscription, MeUpdatedSubscriptionVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"membershipLevel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionEndDate"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const TwoFactorStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const StartTwoFactorSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTwoFactorSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTwoFactorSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUrl"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeDataUrl"}}]}}]}}]} as unknown as DocumentNode<StartTwoFactorSetupMutation, StartTwoFactorSetupMutationVariables>;
export const ConfirmTwoFactorSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTwoFactorSetup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTwoFactorSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<ConfirmTwoFactorSetupMutation, ConfirmTwoFactorSetupMutationVariables>;
export const DisableTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;
export const NotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"signUpNotices"}}]}}]}}]} as unknown as DocumentNode<NotificationSettingsQuery, NotificationSettingsQueryVariables>;
export const UpdateNotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotificationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"signUpNotices"}}]}}]}}]} as unknown as DocumentNode<UpdateNotificationSettingsMutation, UpdateNotificationSettingsMutationVariables>;
export const LatestDataExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LatestDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataExportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<LatestDataExportQuery, LatestDataExportQueryVariables>;
export const RequestDataExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataExportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<RequestDataExportMutation, RequestDataExportMutationVariables>;
export const DataExportUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DataExportUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataExportUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataExportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<DataExportUpdatedSubscription, DataExportUpdatedSubscriptionVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const AiTextGeneratorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AiTextGenerator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiTextGenerator"}}]}}]} as unknown as DocumentNode<AiTextGeneratorQuery, AiTextGeneratorQueryVariables>;
export const GenerateContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedContentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedContentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}}]}}]} as unknown as DocumentNode<GenerateContentMutation, GenerateContentMutationVariables>;
export const AiUsageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AiUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiUsageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiUsageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiUsage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imagesThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"imagesAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCostThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"imageGenerator"}},{"kind":"Field","name":{"kind":"Name","value":"videosThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"videosAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"videoGenerator"}}]}}]} as unknown as DocumentNode<AiUsageQuery, AiUsageQueryVariables>;
export const ImageGenerationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImageGenerations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageGenerations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"24"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"elementId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ImageGenerationsQuery, ImageGenerationsQueryVariables>;
export const ImageGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImageGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageGeneration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"elementId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ImageGenerationQuery, ImageGenerationQueryVariables>;
export const GenerateImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"elementId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<GenerateImageMutation, GenerateImageMutationVariables>;
export const DeleteImageGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteImageGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteImageGeneration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteImageGenerationMutation, DeleteImageGenerationMutationVariables>;
export const AiImageStatusChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AiImageStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiImageStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiImageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"elementId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AiImageStatusChangedSubscription, AiImageStatusChangedSubscriptionVariables>;
export const FunnelGeneratorSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FunnelGeneratorSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiTextGenerator"}},{"kind":"Field","name":{"kind":"Name","value":"aiUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiUsageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeFunnelGeneration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelGenerationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiUsageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiUsage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imagesThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"imagesAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCostThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"imageGenerator"}},{"kind":"Field","name":{"kind":"Name","value":"videosThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"videosAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"videoGenerator"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelGenerationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunnelGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"stepLabel"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"totalImages"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"editUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceId"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"imageGenerator"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FunnelGeneratorSetupQuery, FunnelGeneratorSetupQueryVariables>;
export const FunnelGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FunnelGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnelGeneration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelGenerationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelGenerationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunnelGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"stepLabel"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"totalImages"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"editUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceId"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"imageGenerator"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FunnelGenerationQuery, FunnelGenerationQueryVariables>;
export const GenerateCompleteFunnelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateCompleteFunnel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateFunnelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateCompleteFunnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelGenerationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelGenerationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunnelGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"stepLabel"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"totalImages"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"editUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceId"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"imageGenerator"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<GenerateCompleteFunnelMutation, GenerateCompleteFunnelMutationVariables>;
export const CancelFunnelGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelFunnelGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelFunnelGeneration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelGenerationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelGenerationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunnelGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"stepLabel"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"totalImages"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"editUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceId"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"imageGenerator"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CancelFunnelGenerationMutation, CancelFunnelGenerationMutationVariables>;
export const FunnelGenerationChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FunnelGenerationChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnelGenerationChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelGenerationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelGenerationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunnelGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"stepLabel"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"totalImages"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"editUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceId"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"imageGenerator"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FunnelGenerationChangedSubscription, FunnelGenerationChangedSubscriptionVariables>;
export const VideoGenerationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VideoGenerations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoGenerations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"24"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiVideoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiVideoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VideoGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"aspectRatio"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"audio"}},{"kind":"Field","name":{"kind":"Name","value":"loop"}},{"kind":"Field","name":{"kind":"Name","value":"enhancePrompt"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"isPatched"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"elementId"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<VideoGenerationsQuery, VideoGenerationsQueryVariables>;
export const VideoGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VideoGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoGeneration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiVideoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiVideoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VideoGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"aspectRatio"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"audio"}},{"kind":"Field","name":{"kind":"Name","value":"loop"}},{"kind":"Field","name":{"kind":"Name","value":"enhancePrompt"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"isPatched"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"elementId"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<VideoGenerationQuery, VideoGenerationQueryVariables>;
export const GenerateVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateVideoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiVideoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiVideoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VideoGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"aspectRatio"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"audio"}},{"kind":"Field","name":{"kind":"Name","value":"loop"}},{"kind":"Field","name":{"kind":"Name","value":"enhancePrompt"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"isPatched"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"elementId"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<GenerateVideoMutation, GenerateVideoMutationVariables>;
export const DeleteVideoGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVideoGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVideoGeneration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteVideoGenerationMutation, DeleteVideoGenerationMutationVariables>;
export const DubVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DubVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DubVideoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dubVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"dubbedVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiVideoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiVideoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VideoGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"aspectRatio"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"audio"}},{"kind":"Field","name":{"kind":"Name","value":"loop"}},{"kind":"Field","name":{"kind":"Name","value":"enhancePrompt"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"isPatched"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"elementId"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DubVideoMutation, DubVideoMutationVariables>;
export const AiVideoStatusChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AiVideoStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiVideoStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiVideoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiVideoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VideoGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"aspectRatio"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"audio"}},{"kind":"Field","name":{"kind":"Name","value":"loop"}},{"kind":"Field","name":{"kind":"Name","value":"enhancePrompt"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"isPatched"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"elementId"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AiVideoStatusChangedSubscription, AiVideoStatusChangedSubscriptionVariables>;
export const VoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Voices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voiceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"accent"}}]}}]}}]} as unknown as DocumentNode<VoicesQuery, VoicesQueryVariables>;
export const AudioMonthlyCostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudioMonthlyCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audioMonthlyCost"}}]}}]} as unknown as DocumentNode<AudioMonthlyCostQuery, AudioMonthlyCostQueryVariables>;
export const AudioGenerationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudioGenerations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audioGenerations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"24"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudioFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudioGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"audioUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"characterCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"voiceId"}},{"kind":"Field","name":{"kind":"Name","value":"voiceName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AudioGenerationsQuery, AudioGenerationsQueryVariables>;
export const AudioGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudioGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audioGeneration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudioGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"audioUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"characterCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"voiceId"}},{"kind":"Field","name":{"kind":"Name","value":"voiceName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AudioGenerationQuery, AudioGenerationQueryVariables>;
export const GenerateAudioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateAudio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateAudioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateAudio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudioGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"audioUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"characterCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"voiceId"}},{"kind":"Field","name":{"kind":"Name","value":"voiceName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<GenerateAudioMutation, GenerateAudioMutationVariables>;
export const AiAudioStatusChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AiAudioStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiAudioStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudioFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudioGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"audioUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"characterCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"voiceId"}},{"kind":"Field","name":{"kind":"Name","value":"voiceName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AiAudioStatusChangedSubscription, AiAudioStatusChangedSubscriptionVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"keyName"}},{"kind":"Field","name":{"kind":"Name","value":"keyPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"keyName"}},{"kind":"Field","name":{"kind":"Name","value":"keyPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const DeactivateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"keyName"}},{"kind":"Field","name":{"kind":"Name","value":"keyPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<DeactivateApiKeyMutation, DeactivateApiKeyMutationVariables>;
export const DeleteApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteApiKeyMutation, DeleteApiKeyMutationVariables>;
export const BuilderFunnelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderFunnel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderFunnel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderFunnel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funnel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"templateType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BuilderFunnelQuery, BuilderFunnelQueryVariables>;
export const BuilderTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"config"}}]}}]}}]} as unknown as DocumentNode<BuilderTemplateQuery, BuilderTemplateQueryVariables>;
export const CreateFunnelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFunnel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FunnelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFunnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderFunnel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderFunnel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funnel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"templateType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateFunnelMutation, CreateFunnelMutationVariables>;
export const UpdateFunnelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFunnel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FunnelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFunnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderFunnel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderFunnel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funnel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"templateType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateFunnelMutation, UpdateFunnelMutationVariables>;
export const MediaLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MediaLibrary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaLibrary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}}]}}]}}]}}]} as unknown as DocumentNode<MediaLibraryQuery, MediaLibraryQueryVariables>;
export const FunnelSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FunnelSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favicon"}},{"kind":"Field","name":{"kind":"Name","value":"customCodeEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"metaPixelId"}},{"kind":"Field","name":{"kind":"Name","value":"googleAnalyticsId"}},{"kind":"Field","name":{"kind":"Name","value":"headCode"}},{"kind":"Field","name":{"kind":"Name","value":"bodyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"funnelDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"funnelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelDomainFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunnelDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkError"}},{"kind":"Field","name":{"kind":"Name","value":"txtName"}},{"kind":"Field","name":{"kind":"Name","value":"txtValue"}}]}}]} as unknown as DocumentNode<FunnelSettingsQuery, FunnelSettingsQueryVariables>;
export const UpdateFunnelSiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFunnelSite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FunnelSiteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFunnelSite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favicon"}},{"kind":"Field","name":{"kind":"Name","value":"customCodeEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"metaPixelId"}},{"kind":"Field","name":{"kind":"Name","value":"googleAnalyticsId"}},{"kind":"Field","name":{"kind":"Name","value":"headCode"}},{"kind":"Field","name":{"kind":"Name","value":"bodyCode"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateFunnelSiteMutation, UpdateFunnelSiteMutationVariables>;
export const SetFunnelDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFunnelDomain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"funnelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostname"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFunnelDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"funnelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"funnelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"hostname"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostname"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelDomainFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunnelDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkError"}},{"kind":"Field","name":{"kind":"Name","value":"txtName"}},{"kind":"Field","name":{"kind":"Name","value":"txtValue"}}]}}]} as unknown as DocumentNode<SetFunnelDomainMutation, SetFunnelDomainMutationVariables>;
export const VerifyFunnelDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyFunnelDomain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"funnelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyFunnelDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"funnelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"funnelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelDomainFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunnelDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkError"}},{"kind":"Field","name":{"kind":"Name","value":"txtName"}},{"kind":"Field","name":{"kind":"Name","value":"txtValue"}}]}}]} as unknown as DocumentNode<VerifyFunnelDomainMutation, VerifyFunnelDomainMutationVariables>;
export const RemoveFunnelDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFunnelDomain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"funnelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFunnelDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"funnelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"funnelId"}}}]}]}}]} as unknown as DocumentNode<RemoveFunnelDomainMutation, RemoveFunnelDomainMutationVariables>;
export const SendCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SendCampaignMutation, SendCampaignMutationVariables>;
export const PauseCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PauseCampaignMutation, PauseCampaignMutationVariables>;
export const CampaignProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CampaignProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<CampaignProgressSubscription, CampaignProgressSubscriptionVariables>;
export const CampaignPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CampaignPageQuery, CampaignPageQueryVariables>;
export const CampaignStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCampaigns"}},{"kind":"Field","name":{"kind":"Name","value":"totalRecipients"}},{"kind":"Field","name":{"kind":"Name","value":"avgOpenRate"}},{"kind":"Field","name":{"kind":"Name","value":"avgClickRate"}}]}}]}}]} as unknown as DocumentNode<CampaignStatsQuery, CampaignStatsQueryVariables>;
export const CampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Campaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignRow"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"audienceMode"}},{"kind":"Field","name":{"kind":"Name","value":"audienceFilter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]} as unknown as DocumentNode<CampaignQuery, CampaignQueryVariables>;
export const CampaignRecipientIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignRecipientIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignRecipientIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CampaignRecipientIdsQuery, CampaignRecipientIdsQueryVariables>;
export const CampaignAudienceCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignAudienceCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audience"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignAudienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignAudienceCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"audience"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audience"}}}]}]}}]} as unknown as DocumentNode<CampaignAudienceCountQuery, CampaignAudienceCountQueryVariables>;
export const CampaignLeadOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignLeadOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paging"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadPaging"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"paging"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paging"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignLeadOption"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignLeadOption"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"unsubscribedAt"}}]}}]} as unknown as DocumentNode<CampaignLeadOptionsQuery, CampaignLeadOptionsQueryVariables>;
export const CreateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignRow"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"audienceMode"}},{"kind":"Field","name":{"kind":"Name","value":"audienceFilter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]} as unknown as DocumentNode<CreateCampaignMutation, CreateCampaignMutationVariables>;
export const UpdateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignRow"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"audienceMode"}},{"kind":"Field","name":{"kind":"Name","value":"audienceFilter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]} as unknown as DocumentNode<UpdateCampaignMutation, UpdateCampaignMutationVariables>;
export const DeleteCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCampaignMutation, DeleteCampaignMutationVariables>;
export const DeleteAllCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAllCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAllCampaigns"}}]}}]} as unknown as DocumentNode<DeleteAllCampaignsMutation, DeleteAllCampaignsMutationVariables>;
export const ForgecoinBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ForgecoinBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgecoinBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<ForgecoinBalanceQuery, ForgecoinBalanceQueryVariables>;
export const DashboardStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalLeads"}},{"kind":"Field","name":{"kind":"Name","value":"leadsChange"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}},{"kind":"Field","name":{"kind":"Name","value":"conversionChange"}},{"kind":"Field","name":{"kind":"Name","value":"activeFunnels"}},{"kind":"Field","name":{"kind":"Name","value":"funnelsChange"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"revenueChange"}}]}}]}}]} as unknown as DocumentNode<DashboardStatsQuery, DashboardStatsQueryVariables>;
export const TopFunnelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TopFunnels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topFunnels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"conversions"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}}]}}]}}]} as unknown as DocumentNode<TopFunnelsQuery, TopFunnelsQueryVariables>;
export const RecentLeadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentLeads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentLeads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecentLead"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecentLead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RecentLeadsQuery, RecentLeadsQueryVariables>;
export const DashboardPerformanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardPerformance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardPerformance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"leads"}}]}}]}}]} as unknown as DocumentNode<DashboardPerformanceQuery, DashboardPerformanceQueryVariables>;
export const DashboardLeadsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DashboardLeadsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadIds"}}]}}]}}]} as unknown as DocumentNode<DashboardLeadsChangedSubscription, DashboardLeadsChangedSubscriptionVariables>;
export const EmailDesignerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailDesigner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailThemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailThemeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailTheme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailThemeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailThemeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailTheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"background"}}]}}]} as unknown as DocumentNode<EmailDesignerQuery, EmailDesignerQueryVariables>;
export const ChooseEmailThemeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChooseEmailTheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chooseEmailTheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailThemeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailThemeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailTheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"background"}}]}}]} as unknown as DocumentNode<ChooseEmailThemeMutation, ChooseEmailThemeMutationVariables>;
export const EmailPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"theme"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"theme"},"value":{"kind":"Variable","name":{"kind":"Name","value":"theme"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailThemeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailThemeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailTheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"background"}}]}}]} as unknown as DocumentNode<EmailPreviewQuery, EmailPreviewQueryVariables>;
export const EmailPerformanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailPerformance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailPerformance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodDays"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"overall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailSendFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailSendFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailSendFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryRate"}},{"kind":"Field","name":{"kind":"Name","value":"openRate"}},{"kind":"Field","name":{"kind":"Name","value":"clickRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"gradeRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"minDeliveryRate"}},{"kind":"Field","name":{"kind":"Name","value":"minOpenRate"}},{"kind":"Field","name":{"kind":"Name","value":"minClickRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"opened"}},{"kind":"Field","name":{"kind":"Name","value":"clicked"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailSendFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSendFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempted"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"opened"}},{"kind":"Field","name":{"kind":"Name","value":"clicked"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRate"}},{"kind":"Field","name":{"kind":"Name","value":"openRate"}},{"kind":"Field","name":{"kind":"Name","value":"clickRate"}}]}}]} as unknown as DocumentNode<EmailPerformanceQuery, EmailPerformanceQueryVariables>;
export const EmailSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"smtpHost"}},{"kind":"Field","name":{"kind":"Name","value":"smtpPort"}},{"kind":"Field","name":{"kind":"Name","value":"smtpSecure"}},{"kind":"Field","name":{"kind":"Name","value":"smtpUser"}},{"kind":"Field","name":{"kind":"Name","value":"fromEmail"}},{"kind":"Field","name":{"kind":"Name","value":"fromName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"lastTestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastTestOk"}},{"kind":"Field","name":{"kind":"Name","value":"lastTestMessage"}}]}}]} as unknown as DocumentNode<EmailSettingsQuery, EmailSettingsQueryVariables>;
export const EmailStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<EmailStatusQuery, EmailStatusQueryVariables>;
export const SaveEmailSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveEmailSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveEmailSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"smtpHost"}},{"kind":"Field","name":{"kind":"Name","value":"smtpPort"}},{"kind":"Field","name":{"kind":"Name","value":"smtpSecure"}},{"kind":"Field","name":{"kind":"Name","value":"smtpUser"}},{"kind":"Field","name":{"kind":"Name","value":"fromEmail"}},{"kind":"Field","name":{"kind":"Name","value":"fromName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"lastTestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastTestOk"}},{"kind":"Field","name":{"kind":"Name","value":"lastTestMessage"}}]}}]} as unknown as DocumentNode<SaveEmailSettingsMutation, SaveEmailSettingsMutationVariables>;
export const DeleteEmailSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEmailSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEmailSettings"}}]}}]} as unknown as DocumentNode<DeleteEmailSettingsMutation, DeleteEmailSettingsMutationVariables>;
export const TestEmailSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestEmailSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testEmailSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<TestEmailSettingsMutation, TestEmailSettingsMutationVariables>;
export const EmailStatusChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EmailStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<EmailStatusChangedSubscription, EmailStatusChangedSubscriptionVariables>;
export const FunnelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Funnels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FunnelFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funnel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"templateType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"totalConversions"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<FunnelsQuery, FunnelsQueryVariables>;
export const FunnelStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FunnelStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnelStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"avgConversion"}}]}}]}}]} as unknown as DocumentNode<FunnelStatsQuery, FunnelStatsQueryVariables>;
export const PublishFunnelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishFunnel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishFunnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funnel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"templateType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"totalConversions"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<PublishFunnelMutation, PublishFunnelMutationVariables>;
export const UnpublishFunnelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnpublishFunnel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpublishFunnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funnel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"templateType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"totalConversions"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<UnpublishFunnelMutation, UnpublishFunnelMutationVariables>;
export const DuplicateFunnelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateFunnel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateFunnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funnel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"templateType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"totalConversions"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<DuplicateFunnelMutation, DuplicateFunnelMutationVariables>;
export const DeleteFunnelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFunnel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFunnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"originalFunnelId"}}]}}]}}]} as unknown as DocumentNode<DeleteFunnelMutation, DeleteFunnelMutationVariables>;
export const PreviewFunnelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewFunnel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewFunnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"config"}}]}}]}}]} as unknown as DocumentNode<PreviewFunnelQuery, PreviewFunnelQueryVariables>;
export const ImportLeadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportLeads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadImportRow"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"onExisting"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadImportExisting"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importLeads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}},{"kind":"Argument","name":{"kind":"Name","value":"onExisting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onExisting"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<ImportLeadsMutation, ImportLeadsMutationVariables>;
export const LeadScoreBandsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadScoreBands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadScoreBands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"band"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]} as unknown as DocumentNode<LeadScoreBandsQuery, LeadScoreBandsQueryVariables>;
export const LeadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Leads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paging"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadPaging"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"paging"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paging"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailQuality"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LeadsQuery, LeadsQueryVariables>;
export const LeadCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}}]} as unknown as DocumentNode<LeadCountQuery, LeadCountQueryVariables>;
export const LeadSourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadSources"}}]}}]} as unknown as DocumentNode<LeadSourcesQuery, LeadSourcesQueryVariables>;
export const LeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Lead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailQuality"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadRow"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"funnelName"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"}},{"kind":"Field","name":{"kind":"Name","value":"autoScore"}},{"kind":"Field","name":{"kind":"Name","value":"manualScore"}},{"kind":"Field","name":{"kind":"Name","value":"scoreBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastContactedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"funnelName"}},{"kind":"Field","name":{"kind":"Name","value":"formData"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<LeadQuery, LeadQueryVariables>;
export const CreateLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailQuality"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateLeadMutation, CreateLeadMutationVariables>;
export const UpdateLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailQuality"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadRow"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"funnelName"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"}},{"kind":"Field","name":{"kind":"Name","value":"autoScore"}},{"kind":"Field","name":{"kind":"Name","value":"manualScore"}},{"kind":"Field","name":{"kind":"Name","value":"scoreBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastContactedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"funnelName"}},{"kind":"Field","name":{"kind":"Name","value":"formData"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<UpdateLeadMutation, UpdateLeadMutationVariables>;
export const DeleteLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteLeadMutation, DeleteLeadMutationVariables>;
export const DeleteLeadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLeads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLeads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteLeadsMutation, DeleteLeadsMutationVariables>;
export const DeleteAllLeadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAllLeads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAllLeads"}}]}}]} as unknown as DocumentNode<DeleteAllLeadsMutation, DeleteAllLeadsMutationVariables>;
export const LeadsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LeadsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadIds"}}]}}]}}]} as unknown as DocumentNode<LeadsChangedSubscription, LeadsChangedSubscriptionVariables>;
export const MediaItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MediaItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MediaFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"48"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaLibraryItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaLibraryItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"generator"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"costCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"usedInFunnels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"funnelName"}}]}}]}}]} as unknown as DocumentNode<MediaItemsQuery, MediaItemsQueryVariables>;
export const MediaStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MediaStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"videos"}},{"kind":"Field","name":{"kind":"Name","value":"audio"}},{"kind":"Field","name":{"kind":"Name","value":"aiGenerated"}},{"kind":"Field","name":{"kind":"Name","value":"totalBytes"}}]}}]}}]} as unknown as DocumentNode<MediaStatsQuery, MediaStatsQueryVariables>;
export const DeleteMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMediaMutation, DeleteMediaMutationVariables>;
export const MediaChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MediaChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"change"}}]}}]}}]} as unknown as DocumentNode<MediaChangedSubscription, MediaChangedSubscriptionVariables>;
export const RecycledFunnelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecycledFunnels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recycledFunnels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"originalFunnelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"templateType"}},{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"permanentDeleteAt"}}]}}]}}]} as unknown as DocumentNode<RecycledFunnelsQuery, RecycledFunnelsQueryVariables>;
export const RestoreFunnelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreFunnel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreFunnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RestoreFunnelMutation, RestoreFunnelMutationVariables>;
export const DeleteFunnelForeverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFunnelForever"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFunnelForever"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFunnelForeverMutation, DeleteFunnelForeverMutationVariables>;
export const EmptyRecycleBinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmptyRecycleBin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emptyRecycleBin"}}]}}]} as unknown as DocumentNode<EmptyRecycleBinMutation, EmptyRecycleBinMutationVariables>;
export const EmailSequencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailSequences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailSequences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SequenceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SequenceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSequence"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"triggerValue"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"totalSent"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscriberCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<EmailSequencesQuery, EmailSequencesQueryVariables>;
export const EmailSequenceStepsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailSequenceSteps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sequenceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailSequenceSteps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sequenceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sequenceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SequenceStepRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SequenceStepRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSequenceStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceId"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"delayHours"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"clickCount"}}]}}]} as unknown as DocumentNode<EmailSequenceStepsQuery, EmailSequenceStepsQueryVariables>;
export const EmailSequencePerformanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailSequencePerformance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sequenceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailSequencePerformance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sequenceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sequenceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalSent"}},{"kind":"Field","name":{"kind":"Name","value":"totalDelivered"}},{"kind":"Field","name":{"kind":"Name","value":"totalSimulated"}},{"kind":"Field","name":{"kind":"Name","value":"openRate"}},{"kind":"Field","name":{"kind":"Name","value":"clickRate"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepId"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"clickCount"}}]}}]}}]}}]} as unknown as DocumentNode<EmailSequencePerformanceQuery, EmailSequencePerformanceQueryVariables>;
export const EmailSequenceSubscribersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailSequenceSubscribers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sequenceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailSequenceSubscribers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sequenceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sequenceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SequenceSubscriberRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SequenceSubscriberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSequenceSubscriber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentStep"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextEmailAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailSent"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<EmailSequenceSubscribersQuery, EmailSequenceSubscribersQueryVariables>;
export const SequenceFunnelOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SequenceFunnelOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SequenceFunnelOptionsQuery, SequenceFunnelOptionsQueryVariables>;
export const SequenceLeadOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SequenceLeadOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paging"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadPaging"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"paging"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paging"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"unsubscribedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SequenceLeadOptionsQuery, SequenceLeadOptionsQueryVariables>;
export const CreateEmailSequenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEmailSequence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSequenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEmailSequence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SequenceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SequenceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSequence"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"triggerValue"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"totalSent"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscriberCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateEmailSequenceMutation, CreateEmailSequenceMutationVariables>;
export const UpdateEmailSequenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEmailSequence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSequenceUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmailSequence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SequenceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SequenceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSequence"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"triggerValue"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"totalSent"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscriberCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateEmailSequenceMutation, UpdateEmailSequenceMutationVariables>;
export const DeleteEmailSequenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEmailSequence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEmailSequence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteEmailSequenceMutation, DeleteEmailSequenceMutationVariables>;
export const AddEmailSequenceStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddEmailSequenceStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sequenceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSequenceStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addEmailSequenceStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sequenceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sequenceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SequenceStepRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SequenceStepRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSequenceStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceId"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"delayHours"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"clickCount"}}]}}]} as unknown as DocumentNode<AddEmailSequenceStepMutation, AddEmailSequenceStepMutationVariables>;
export const UpdateEmailSequenceStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEmailSequenceStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSequenceStepUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmailSequenceStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SequenceStepRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SequenceStepRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSequenceStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceId"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"delayHours"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"clickCount"}}]}}]} as unknown as DocumentNode<UpdateEmailSequenceStepMutation, UpdateEmailSequenceStepMutationVariables>;
export const DeleteEmailSequenceStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEmailSequenceStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEmailSequenceStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteEmailSequenceStepMutation, DeleteEmailSequenceStepMutationVariables>;
export const ReorderEmailSequenceStepsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderEmailSequenceSteps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sequenceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stepIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderEmailSequenceSteps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sequenceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sequenceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stepIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stepIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SequenceStepRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SequenceStepRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSequenceStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceId"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"delayHours"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"clickCount"}}]}}]} as unknown as DocumentNode<ReorderEmailSequenceStepsMutation, ReorderEmailSequenceStepsMutationVariables>;
export const EnrolLeadsInSequenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnrolLeadsInSequence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sequenceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolLeadsInSequence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sequenceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sequenceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"leadIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyEnrolled"}},{"kind":"Field","name":{"kind":"Name","value":"refused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<EnrolLeadsInSequenceMutation, EnrolLeadsInSequenceMutationVariables>;
export const RemoveSequenceSubscriberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSequenceSubscriber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSequenceSubscriber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SequenceSubscriberRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SequenceSubscriberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSequenceSubscriber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentStep"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextEmailAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailSent"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<RemoveSequenceSubscriberMutation, RemoveSequenceSubscriberMutationVariables>;
export const TemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Templates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"avgConversionRate"}},{"kind":"Field","name":{"kind":"Name","value":"previewImage"}}]}}]}}]} as unknown as DocumentNode<TemplatesQuery, TemplatesQueryVariables>;