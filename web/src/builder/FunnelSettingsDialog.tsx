import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Form, Input, Modal, Spin, Switch, Tabs, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { failureToast, successToast } from '../app/toast/notify';
import {
  FunnelSettingsDocument,
  RemoveFunnelDomainDocument,
  SetFunnelDomainDocument,
  UpdateFunnelSiteDocument,
  VerifyFunnelDomainDocument,
  type FunnelDomainFieldsFragment,
} from '../gql/graphql';
import { MediaUrlInput } from './media/MediaUrlInput';

type SiteValues = {
  favicon: string;
  customCodeEnabled: boolean;
  metaPixelId: string;
  googleAnalyticsId: string;
  headCode: string;
  bodyCode: string;
};

/** A funnel's settings: its own domain (verified by DNS), its icon, and tracking and code. */
export function FunnelSettingsDialog({ funnelId, onClose }: { funnelId: string; onClose(): void }) {
  const { data, loading, error, refetch } = useQuery(FunnelSettingsDocument, { variables: { id: funnelId } });
  return (
    <Modal open title="Funnel settings" footer={null} onCancel={onClose} width={640} destroyOnHidden>
      {loading ? (
        <div className="ff-spinner" role="status">
          <Spin />
          <span className="ff-spinner__label">Loading settings</span>
        </div>
      ) : error || !data?.funnel ? (
        <Alert
          type="error"
          showIcon
          title="The settings could not be loaded"
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      ) : (
        <Tabs
          items={[
            {
              key: 'domain',
              label: 'Domain',
              children: <DomainSettings funnelId={funnelId} domain={data.funnelDomain ?? null} />,
            },
            {
              key: 'code',
              label: 'Icon, tracking and code',
              children: (
                <SiteSettings
                  funnelId={funnelId}
                  site={data.funnel.site}
                  verifiedHostname={data.funnelDomain?.verified ? data.funnelDomain.hostname : null}
                />
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}

function DomainSettings({
  funnelId,
  domain,
}: {
  funnelId: string;
  domain: FunnelDomainFieldsFragment | null;
}) {
  const { modal } = App.useApp();
  const hostnameId = useId();
  const [hostname, setHostname] = useState(domain?.hostname ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const refetchQueries = [{ query: FunnelSettingsDocument, variables: { id: funnelId } }];
  const [setDomain, setting] = useMutation(SetFunnelDomainDocument, { refetchQueries });
  const [verify, verifying] = useMutation(VerifyFunnelDomainDocument, { refetchQueries });
  const [remove, removing] = useMutation(RemoveFunnelDomainDocument, { refetchQueries });

  const save = async () => {
    setFieldError(null);
    try {
      await setDomain({ variables: { funnelId, hostname } });
      successToast('Domain saved: add the TXT record, then verify it.');
    } catch (cause) {
      const info = failureToast(cause, (i) => i.message, { fallback: 'The domain could not be saved' });
      setFieldError(info.fieldErrors?.hostname ?? info.message);
    }
  };

  return (
    <div className="ff-domain">
      <Typography.Paragraph type="secondary">
        Serve this funnel on your own hostname, such as offers.example.com: its first step at /, the others at
        /address. Point the hostname at this server (a CNAME or an A record), then prove it is yours with a
        TXT record.
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void save()}>
        {/* No form field name (the value is kept here): the label is tied to the input by id. */}
        <Form.Item
          label="Hostname"
          htmlFor={hostnameId}
          validateStatus={fieldError ? 'error' : undefined}
          help={fieldError ?? undefined}
        >
          <Input
            id={hostnameId}
            value={hostname}
            placeholder="offers.example.com"
            maxLength={253}
            onChange={(event) => setHostname(event.target.value)}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={setting.loading} disabled={!hostname.trim()}>
          {domain ? 'Change hostname' : 'Add hostname'}
        </Button>
      </Form>
      {domain ? (
        <div className="ff-domain__status">
          <p>
            <strong>{domain.hostname}</strong>{' '}
            {domain.verified ? <Tag color="green">Verified</Tag> : <Tag color="gold">Waiting for DNS</Tag>}
          </p>
          <p>Add this TXT record at your DNS provider:</p>
          <dl className="ff-domain__record">
            <dt>Name</dt>
            <dd>
              <Typography.Text copyable code>
                {domain.txtName}
              </Typography.Text>
            </dd>
            <dt>Value</dt>
            <dd>
              <Typography.Text copyable code>
                {domain.txtValue}
              </Typography.Text>
            </dd>
          </dl>
          {domain.checkError && !domain.verified ? (
            <Alert type="warning" showIcon title={domain.checkError} />
          ) : null}
          <div className="ff-domain__actions">
            <Button
              loading={verifying.loading}
              onClick={() =>
                void verify({ variables: { funnelId } })
                  .then((result) => {
                    if (result.data?.verifyFunnelDomain.verified) successToast('Domain verified');
                  })
                  .catch((cause: unknown) => failureToast(cause, (i) => i.message))
              }
            >
              Verify
            </Button>
            <Button
              danger
              loading={removing.loading}
              onClick={() =>
                modal.confirm({
                  title: `Remove ${domain.hostname}?`,
                  content: 'The funnel stops answering at this hostname; its /p address keeps working.',
                  okText: 'Remove',
                  okButtonProps: { danger: true },
                  onOk: () =>
                    remove({ variables: { funnelId } })
                      .then(() => setHostname(''))
                      .catch((cause: unknown) => failureToast(cause, (i) => i.message)),
                })
              }
            >
              Remove
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function SiteSettings({
  funnelId,
  site,
  verifiedHostname,
}: {
  funnelId: string;
  site: SiteValues | Record<string, unknown>;
  /** The funnel's own domain once verified: the only place its code runs. */
  verifiedHostname: string | null;
}) {
  const [form] = Form.useForm<SiteValues>();
  const [update, { loading }] = useMutation(UpdateFunnelSiteDocument);
  const enabled = Form.useWatch('customCodeEnabled', form);
  const initial = site as Partial<SiteValues>;
  const save = async (values: SiteValues) => {
    try {
      await update({ variables: { id: funnelId, input: values } });
      successToast('Settings saved');
    } catch (cause) {
      const info = failureToast(cause, (i) => i.message, { fallback: 'The settings could not be saved' });
      const fields = Object.entries(info.fieldErrors ?? {}).map(([name, message]) => ({
        name: name as keyof SiteValues,
        errors: [message],
      }));
      if (fields.length > 0) form.setFields(fields);
    }
  };
  return (
    <Form<SiteValues>
      form={form}
      layout="vertical"
      onFinish={(values) => void save(values)}
      initialValues={{
        favicon: initial.favicon ?? '',
        customCodeEnabled: initial.customCodeEnabled ?? false,
        metaPixelId: initial.metaPixelId ?? '',
        googleAnalyticsId: initial.googleAnalyticsId ?? '',
        headCode: initial.headCode ?? '',
        bodyCode: initial.bodyCode ?? '',
      }}
    >
      <Form.Item name="favicon" label="Icon (favicon)" extra="An image address: https://… or /uploads/…">
        <MediaUrlInput placeholder="/uploads/icon.png" />
      </Form.Item>
      <Form.Item name="customCodeEnabled" label="Tracking and custom code" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Alert
        className="ff-site-code__where"
        type="info"
        showIcon
        title="Pixels and code run only on this funnel's own verified domain"
        description={
          <>
            <p>
              {verifiedHostname
                ? `They run on https://${verifiedHostname}.`
                : 'This funnel has no verified domain yet, so they run nowhere: add and verify one in the Domain tab.'}
            </p>
            <p>
              They never run at the funnel's FunnelForge address (/p/…), which stays on FunnelForge's own
              site, nor in the builder or its preview.
            </p>
          </>
        }
      />
      <Alert
        type="warning"
        showIcon
        title="Code you add here runs on your published pages"
        description="It can read what visitors type into your forms and send it anywhere. Add only code you trust. While it is on, those pages allow scripts from other sites."
      />
      <fieldset className="ff-site-code" disabled={!enabled}>
        <Form.Item name="metaPixelId" label="Meta Pixel ID">
          <Input maxLength={20} placeholder="123456789012345" />
        </Form.Item>
        <Form.Item name="googleAnalyticsId" label="Google Analytics measurement ID">
          <Input maxLength={30} placeholder="G-XXXXXXXXXX" />
        </Form.Item>
        <Form.Item name="headCode" label="Code for the head" extra="Added at the end of every step's head.">
          <Input.TextArea rows={4} maxLength={20000} spellCheck={false} className="ff-code" />
        </Form.Item>
        <Form.Item name="bodyCode" label="Code for the body" extra="Added at the end of every step's body.">
          <Input.TextArea rows={4} maxLength={20000} spellCheck={false} className="ff-code" />
        </Form.Item>
      </fieldset>
      <Button type="primary" htmlType="submit" loading={loading}>
        Save settings
      </Button>
    </Form>
  );
}
