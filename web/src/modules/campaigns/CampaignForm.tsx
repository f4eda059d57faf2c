import { ArrowLeftOutlined, ExperimentOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Empty, Input, Select, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useId, useState, type ReactNode } from 'react';
import { formatCount } from '../../app/format';
import { failureToast, successToast } from '../../app/toast/notify';
import {
  SendCampaignTestDocument,
  CampaignDocument,
  CampaignRecipientIdsDocument,
  CreateCampaignDocument,
  UpdateCampaignDocument,
  type CampaignDetailFragment,
} from '../../gql/graphql';
import { AiWriteButton } from '../ai/AiWriteButton';
import { useCurrentUser } from '../accounts/use-current-user';
import { SendTestDialog, type TestEmailOutcome } from '../email/SendTestDialog';
import {
  AbTestPanel,
  NO_AB_TEST,
  abTestInput,
  abTestProblem,
  abTestValueOf,
  type AbTestValue,
} from './AbTestPanel';
import { FORM_STATUSES } from './campaign-meta';
import { CAMPAIGN_TOASTS, formErrorToast, requiredFieldsToast } from './campaign-toasts';
import { CampaignPreview } from './CampaignPreview';
import {
  NO_RECIPIENTS,
  RecipientsPanel,
  audienceOf,
  useRecipientCount,
  type RecipientsValue,
} from './RecipientsPanel';
import { useCampaignSending } from './use-campaign-sending';

/** The value of a datetime-local input: local time to the minute. */
const LOCAL_MINUTE = 'YYYY-MM-DDTHH:mm';
export const FUTURE_SCHEDULE = 'Choose a send date and time in the future';
const SUBJECT_MAX = 500;

type FormStatus = 'draft' | 'scheduled';

type FormValues = {
  name: string;
  subject: string;
  content: string;
  status: FormStatus;
  /** datetime-local text, '' when none. */
  scheduledAt: string;
  recipients: RecipientsValue;
  abTest: AbTestValue;
};

const BLANK: FormValues = {
  name: '',
  subject: '',
  content: '',
  status: 'draft',
  scheduledAt: '',
  recipients: NO_RECIPIENTS,
  abTest: NO_AB_TEST,
};

function valuesOf(campaign: CampaignDetailFragment, recipientIds: readonly string[]): FormValues {
  const filter = campaign.audienceFilter;
  return {
    name: campaign.name,
    subject: campaign.subject,
    content: campaign.content,
    status: campaign.status === 'scheduled' ? 'scheduled' : 'draft',
    scheduledAt: campaign.scheduledAt ? dayjs(campaign.scheduledAt).format(LOCAL_MINUTE) : '',
    recipients: {
      allMatching: campaign.audienceMode === 'all',
      selectedIds: recipientIds,
      filter: {
        search: filter?.search ?? null,
        status: filter?.status ?? null,
        score: filter?.score ?? null,
        source: filter?.source ?? null,
      },
    },
    abTest: abTestValueOf(campaign.abTest),
  };
}

type ViewProps = {
  /** The campaign being edited; null for a new one. */
  campaignId: string | null;
  onBack: () => void;
  /** Saved or sent: back to the list, which reloads. */
  onDone: () => void;
};

/**
 * 001 §2.3 form view: 'Create New Campaign' or 'Edit Campaign'. When editing, the campaign and
 * its chosen recipients load first, so the form opens with them preselected.
 */
export function CampaignFormView({ campaignId, onBack, onDone }: ViewProps) {
  const campaign = useQuery(CampaignDocument, {
    variables: { id: campaignId ?? '' },
    skip: campaignId === null,
    fetchPolicy: 'network-only',
  });
  const recipientIds = useQuery(CampaignRecipientIdsDocument, {
    variables: { id: campaignId ?? '' },
    skip: campaignId === null,
    fetchPolicy: 'network-only',
  });
  const title = campaignId ? 'Edit Campaign' : 'Create New Campaign';

  if (campaignId === null)
    return <CampaignForm title={title} campaignId={null} initial={BLANK} onBack={onBack} onDone={onDone} />;

  const failed = campaign.error ?? recipientIds.error;
  if (failed)
    return (
      <FormFrame title={title} onBack={onBack}>
        <Empty description="Could not load this campaign.">
          <Button onClick={onBack}>Back to Campaigns</Button>
        </Empty>
      </FormFrame>
    );
  if (!campaign.data || !recipientIds.data)
    return (
      <FormFrame title={title} onBack={onBack}>
        <div aria-busy="true" aria-label="Loading campaign">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </FormFrame>
    );
  return (
    <CampaignForm
      title={title}
      campaignId={campaignId}
      initial={valuesOf(campaign.data.campaign, recipientIds.data.campaignRecipientIds)}
      abTestLocked={Boolean(campaign.data.campaign.sentAt || campaign.data.campaign.abTest?.decideAt)}
      onBack={onBack}
      onDone={onDone}
    />
  );
}

function FormFrame({ title, onBack, children }: { title: string; onBack: () => void; children: ReactNode }) {
  return (
    <div className="ff-campaign-form">
      <div className="ff-campaign-form__head">
        <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
          Back to Campaigns
        </Button>
        <h2 className="ff-campaign-form__title">{title}</h2>
      </div>
      {children}
    </div>
  );
}

type FormProps = {
  title: string;
  campaignId: string | null;
  initial: FormValues;
  /** Emails already went out: the A/B test is kept as it is. */
  abTestLocked?: boolean;
  onBack: () => void;
  onDone: () => void;
};

type Busy = 'draft' | 'save' | 'send' | null;

function CampaignForm({ title, campaignId, initial, abTestLocked = false, onBack, onDone }: FormProps) {
  const ids = useId();
  const [values, setValues] = useState<FormValues>(initial);
  // A new campaign created by a Send Now whose send failed: later saves edit it, not copy it.
  const [savedId, setSavedId] = useState<string | null>(campaignId);
  const [busy, setBusy] = useState<Busy>(null);
  const [createCampaign] = useMutation(CreateCampaignDocument);
  const [updateCampaign] = useMutation(UpdateCampaignDocument);
  const [sendCampaignTest] = useMutation(SendCampaignTestDocument);
  const [testing, setTesting] = useState(false);
  const { user } = useCurrentUser();
  const sending = useCampaignSending();
  const count = useRecipientCount(values.recipients);
  const set = (change: Partial<FormValues>) => setValues((v) => ({ ...v, ...change }));

  const fields = () => ({
    name: values.name,
    subject: values.subject,
    content: values.content,
    audience: audienceOf(values.recipients),
  });
  /** The test to save: unchanged once locked; removed when switched off on a campaign that had one. */
  const abTestFields = (creating: boolean) => {
    if (abTestLocked) return {};
    const abTest = abTestInput(values.abTest);
    if (abTest) return { abTest };
    return creating || !initial.abTest.enabled ? {} : { removeAbTest: true };
  };

  /** 001 §5: name, subject and content are required; a scheduled send needs a time ahead. */
  const valid = (status: FormStatus): boolean => {
    if (!values.name.trim() || !values.subject.trim() || !values.content.trim()) {
      requiredFieldsToast();
      return false;
    }
    if (status === 'scheduled' && !(values.scheduledAt && dayjs(values.scheduledAt).isAfter(dayjs()))) {
      formErrorToast(FUTURE_SCHEDULE);
      return false;
    }
    const abProblem = abTestLocked ? null : abTestProblem(values.abTest, values.subject, values.content);
    if (abProblem) {
      formErrorToast(abProblem);
      return false;
    }
    return true;
  };

  /** Creates or updates with `status`; answers the campaign id, or null after a failure toast. */
  const store = async (status: FormStatus | null): Promise<string | null> => {
    const schedule = status === 'scheduled' ? { scheduledAt: dayjs(values.scheduledAt).toISOString() } : {};
    const statusField = status ? { status } : {};
    if (savedId) {
      try {
        await updateCampaign({
          variables: {
            id: savedId,
            input: { ...fields(), ...abTestFields(false), ...statusField, ...schedule },
          },
        });
        return savedId;
      } catch (error) {
        failureToast(error, CAMPAIGN_TOASTS.updateFailed);
        return null;
      }
    }
    try {
      const created = await createCampaign({
        variables: { input: { ...fields(), ...abTestFields(true), status: status ?? 'draft', ...schedule } },
      });
      const id = created.data?.createCampaign.id ?? null;
      setSavedId(id);
      return id;
    } catch (error) {
      failureToast(error, CAMPAIGN_TOASTS.createFailed);
      return null;
    }
  };

  const save = async (status: FormStatus, key: Busy) => {
    if (!valid(status)) return;
    setBusy(key);
    const wasNew = savedId === null;
    const id = await store(status);
    setBusy(null);
    if (!id) return;
    successToast(wasNew ? CAMPAIGN_TOASTS.created : CAMPAIGN_TOASTS.updated);
    onDone();
  };

  /** 001 §4: send from the form. A new campaign is created first, then sent; edits are saved first. */
  const sendNow = async () => {
    if (!valid('draft')) return;
    setBusy('send');
    const id = await store(null);
    if (!id) {
      setBusy(null);
      return;
    }
    try {
      await sending.send(id);
      successToast(CAMPAIGN_TOASTS.sent);
      onDone();
    } catch (error) {
      failureToast(error, CAMPAIGN_TOASTS.sendFailed);
    } finally {
      setBusy(null);
    }
  };

  /** Send test: what the form holds is saved first (the api sends the saved campaign), then sent. */
  const openTest = () => {
    if (valid('draft')) setTesting(true);
  };
  const sendTest = async (to: string[]): Promise<TestEmailOutcome[]> => {
    const id = await store(null);
    if (!id) throw new Error('The campaign could not be saved, so no test was sent.');
    const { data } = await sendCampaignTest({ variables: { id, to } });
    return data?.sendCampaignTest ?? [];
  };

  const minSchedule = dayjs().format(LOCAL_MINUTE);

  return (
    <FormFrame title={title} onBack={onBack}>
      <div className="ff-campaign-form__grid">
        <div className="ff-campaign-form__fields">
          <div className="ff-field">
            <label htmlFor={`${ids}-name`}>Campaign Name *</label>
            <Input
              id={`${ids}-name`}
              value={values.name}
              maxLength={200}
              placeholder="e.g. Spring Sale Announcement"
              onChange={(event) => set({ name: event.target.value })}
            />
          </div>
          <div className="ff-field">
            <div className="ff-ai-write-label">
              <label htmlFor={`${ids}-subject`}>Email Subject *</label>
              <AiWriteButton
                type="email-subject"
                label="Email Subject"
                initialPrompt={values.name || values.subject}
                maxLength={SUBJECT_MAX}
                onUse={(subject) => set({ subject })}
              />
            </div>
            <Input
              id={`${ids}-subject`}
              value={values.subject}
              maxLength={SUBJECT_MAX}
              placeholder="e.g. Don't miss our biggest sale of the year"
              onChange={(event) => set({ subject: event.target.value })}
            />
          </div>
          <div className="ff-field">
            <div className="ff-ai-write-label">
              <label htmlFor={`${ids}-content`}>Email Content *</label>
              <AiWriteButton
                type="email-body"
                label="Email Content"
                initialPrompt={values.subject || values.name}
                onUse={(content) => set({ content })}
              />
            </div>
            <Input.TextArea
              id={`${ids}-content`}
              value={values.content}
              rows={10}
              placeholder="Write your email..."
              onChange={(event) => set({ content: event.target.value })}
            />
          </div>
          <AbTestPanel
            value={values.abTest}
            onChange={(abTest) => set({ abTest })}
            recipients={count ?? 0}
            locked={abTestLocked}
          />
          <div className="ff-field">
            <label htmlFor={`${ids}-status`}>Campaign Status</label>
            <Select<FormStatus>
              id={`${ids}-status`}
              aria-label="Campaign Status"
              value={values.status}
              options={FORM_STATUSES.map(({ value, label }) => ({ value, label }))}
              onChange={(status) => set({ status })}
            />
          </div>
          {values.status === 'scheduled' ? (
            <div className="ff-field">
              <label htmlFor={`${ids}-when`}>Send Date &amp; Time</label>
              <Input
                id={`${ids}-when`}
                type="datetime-local"
                min={minSchedule}
                value={values.scheduledAt}
                onChange={(event) => set({ scheduledAt: event.target.value })}
              />
            </div>
          ) : null}
          <div className="ff-campaign-form__buttons">
            <Button
              icon={<SaveOutlined />}
              loading={busy === 'draft'}
              disabled={busy !== null && busy !== 'draft'}
              onClick={() => void save('draft', 'draft')}
            >
              Save as Draft
            </Button>
            <Button
              type="primary"
              loading={busy === 'save'}
              disabled={busy !== null && busy !== 'save'}
              onClick={() => void save(values.status, 'save')}
            >
              Save Campaign
            </Button>
            <Button icon={<ExperimentOutlined />} disabled={busy !== null} onClick={openTest}>
              Send test
            </Button>
            <Button
              type="primary"
              icon={<SendOutlined />}
              loading={busy === 'send'}
              disabled={count === 0 || (busy !== null && busy !== 'send')}
              onClick={() => void sendNow()}
            >
              {`Send Now (${formatCount(count)} recipients)`}
            </Button>
          </div>
        </div>
        <div className="ff-campaign-form__side">
          <RecipientsPanel
            value={values.recipients}
            onChange={(recipients) => set({ recipients })}
            count={count}
          />
          <CampaignPreview subject={values.subject} content={values.content} />
        </div>
      </div>
      {testing ? (
        <SendTestDialog
          open
          defaultTo={user?.email ?? null}
          onClose={() => setTesting(false)}
          send={sendTest}
        />
      ) : null}
    </FormFrame>
  );
}
