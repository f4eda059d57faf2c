import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Empty, Skeleton, Switch, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../app/format';
import { refetchQuietly } from '../../app/refetch-quietly';
import { isSessionExpired } from '../../app/session-expired';
import { failureToast, successToast } from '../../app/toast/notify';
import {
  CheckDkimDocument,
  CheckEmailDnsDocument,
  DkimStateDocument,
  EmailSettingsDocument,
  RotateDkimDocument,
  SetDkimSigningDocument,
  SetupDkimDocument,
  type CheckEmailDnsMutation,
  type DkimCheckResult,
  type DkimKeyFieldsFragment,
  type DkimStateFieldsFragment,
  type DnsCheckStatus,
  type EmailDnsCheckFieldsFragment,
} from '../../gql/graphql';
import './email.css';

const CHECK_TAGS: Record<DkimCheckResult, { color: string; label: string }> = {
  found: { color: 'green', label: 'Published' },
  missing: { color: 'gold', label: 'Not found' },
  mismatch: { color: 'red', label: 'Different key' },
  error: { color: 'gold', label: 'Lookup failed' },
};

export const DNS_STATUS_TAGS: Record<DnsCheckStatus, { color: string; label: string }> = {
  pass: { color: 'green', label: 'Pass' },
  warning: { color: 'gold', label: 'Warning' },
  missing: { color: 'red', label: 'Missing' },
  wrong: { color: 'red', label: 'Wrong' },
};

type Report = CheckEmailDnsMutation['checkEmailDns'];
type Busy = 'setup' | 'check' | 'signing' | 'rotate' | null;

/** Every DKIM action answers the whole state: it replaces what the screen shows. */
function keep(cache: ApolloCache, state: DkimStateFieldsFragment | undefined) {
  if (state) cache.writeQuery({ query: DkimStateDocument, data: { __typename: 'Query', dkimState: state } });
}

/** A record to publish: its name and value, each with a copy button. */
function DnsRecord({ name, value, label }: { name: string; value: string; label: string }) {
  return (
    <dl className="ff-dns-record" aria-label={label}>
      <dt>Type</dt>
      <dd>
        <Typography.Text code>TXT</Typography.Text>
      </dd>
      <dt>Name</dt>
      <dd>
        <Typography.Text code copyable={{ tooltips: ['Copy name', 'Copied'] }}>
          {name}
        </Typography.Text>
      </dd>
      <dt>Value</dt>
      <dd>
        <Typography.Text
          code
          copyable={{ tooltips: ['Copy value', 'Copied'] }}
          className="ff-dns-record__value"
        >
          {value}
        </Typography.Text>
      </dd>
    </dl>
  );
}

/** What the last look-up of a key's record found, and when. */
function KeyCheck({ keyFields }: { keyFields: DkimKeyFieldsFragment }) {
  if (!keyFields.checkResult)
    return <p className="ff-sender-auth__muted">Not checked yet: publish the record, then Check.</p>;
  const tag = CHECK_TAGS[keyFields.checkResult];
  return (
    <p className="ff-sender-auth__check" role="status">
      <Tag color={tag.color}>{tag.label}</Tag>
      <span>{keyFields.checkMessage}</span>
      {keyFields.checkedAt ? (
        <span className="ff-sender-auth__muted"> Checked {formatDate(keyFields.checkedAt)}.</span>
      ) : null}
    </p>
  );
}

/**
 * Email Settings, SMTP tab: sender authentication. DKIM for the From domain (set up, the TXT
 * record to publish with copy buttons, Check, signing on and off, key rotation) and a checker of
 * the domain's SPF, DKIM and DMARC records that says what is missing, each with the record to add.
 */
export function SenderAuthentication() {
  const { modal } = App.useApp();
  const query = useQuery(DkimStateDocument, { fetchPolicy: 'cache-and-network' });
  // The SMTP form's settings, as it last loaded or saved them: a new From Email is a new domain.
  const settings = useQuery(EmailSettingsDocument, { fetchPolicy: 'cache-only' });
  const [busy, setBusy] = useState<Busy>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [dnsError, setDnsError] = useState<string | null>(null);
  const sender = settings.data?.emailSettings
    ? `${settings.data.emailSettings.fromEmail}|${settings.data.emailSettings.isActive}`
    : 'none';
  const seenSender = useRef(sender);
  useEffect(() => {
    if (seenSender.current === sender) return;
    seenSender.current = sender;
    refetchQuietly(query);
    setReport(null);
  }, [sender, query]);

  const [setup] = useMutation(SetupDkimDocument, {
    update: (cache, { data }) => keep(cache, data?.setupDkim),
  });
  const [check] = useMutation(CheckDkimDocument, {
    update: (cache, { data }) => keep(cache, data?.checkDkim),
  });
  const [rotate] = useMutation(RotateDkimDocument, {
    update: (cache, { data }) => keep(cache, data?.rotateDkim),
  });
  const [setSigning] = useMutation(SetDkimSigningDocument, {
    update: (cache, { data }) => keep(cache, data?.setDkimSigning),
  });
  const [checkDns, dnsCall] = useMutation(CheckEmailDnsDocument);

  /** Runs one DKIM action; a refusal is toasted in the server's words. */
  const run = async (what: Exclude<Busy, null>, action: () => Promise<unknown>, fallback: string) => {
    setBusy(what);
    try {
      await action();
    } catch (error) {
      failureToast(error, (info) => info.message, { fallback });
    } finally {
      setBusy(null);
    }
  };

  const onSetup = () =>
    run(
      'setup',
      async () => {
        await setup();
        successToast('DKIM key created: publish the TXT record, then Check.');
      },
      'DKIM could not be set up',
    );

  const onCheck = () =>
    run(
      'check',
      async () => {
        const { data } = await check();
        if (data?.checkDkim.key?.published) successToast('The DKIM record is published.');
      },
      'The DKIM record could not be checked',
    );

  const changeSigning = (enabled: boolean, signAnyway: boolean) =>
    run(
      'signing',
      async () => {
        await setSigning({ variables: { input: { enabled, signAnyway } } });
        successToast(enabled ? 'DKIM signing is on.' : 'DKIM signing is off.');
      },
      'Signing could not be changed',
    );

  const onSigning = (state: DkimStateFieldsFragment, enabled: boolean) => {
    if (!enabled || state.key?.published) {
      void changeSigning(enabled, false);
      return;
    }
    modal.confirm({
      title: 'Sign before the record is found?',
      content:
        'The last check did not find the DKIM record. Until it is published, receivers cannot verify the signatures and may treat your emails as suspicious.',
      okText: 'Sign anyway',
      onOk: () => changeSigning(true, true),
    });
  };

  const onRotate = () =>
    modal.confirm({
      title: 'Make a new DKIM key?',
      content:
        'The current key keeps signing until the new key’s record is published and found by Check; then the new key takes over.',
      okText: 'Make a new key',
      onOk: () => run('rotate', () => rotate(), 'The key could not be rotated'),
    });

  const onCheckDns = async () => {
    setDnsError(null);
    try {
      const { data } = await checkDns();
      if (data) setReport(data.checkEmailDns);
      // The checker looks the DKIM record up as Check does: show what it found there too.
      refetchQuietly(query);
    } catch (error) {
      const info = failureToast(error, (i) => i.message, {
        fallback: 'The DNS records could not be checked',
      });
      setDnsError(info.message);
    }
  };

  const state = query.data?.dkimState;
  let body;
  if (!state) {
    if (query.error) {
      if (isSessionExpired(query.error)) return null;
      body = (
        <Empty description="Could not load sender authentication. Check your connection and try again.">
          <Button onClick={() => refetchQuietly(query)}>Retry</Button>
        </Empty>
      );
    } else {
      body = (
        <div aria-busy="true" aria-label="Loading sender authentication">
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </div>
      );
    }
  } else if (!state.domain) {
    body = <Alert type="info" showIcon title={state.message} />;
  } else {
    body = (
      <>
        <div className="ff-sender-auth__block">
          <div className="ff-sender-auth__head">
            <h4 className="ff-sender-auth__subtitle">DKIM for {state.domain}</h4>
            {state.key ? state.signing ? <Tag color="green">Signing</Tag> : <Tag>Not signing</Tag> : null}
          </div>
          <p className="ff-sender-auth__message">{state.message}</p>
          {state.source === 'server' ? (
            <p className="ff-sender-auth__muted">
              Your emails come from the server’s sender {state.fromEmail}: its domain’s DNS belongs to whoever
              runs this server.
            </p>
          ) : null}
          {!state.key ? (
            <Button
              type="primary"
              loading={busy === 'setup'}
              disabled={busy !== null}
              onClick={() => void onSetup()}
            >
              Set up DKIM
            </Button>
          ) : (
            <>
              <p>Add this TXT record at your DNS provider:</p>
              <DnsRecord label="DKIM record" name={state.key.recordName} value={state.key.recordValue} />
              <p className="ff-sender-auth__muted">
                Some DNS providers want a value this long split into quoted parts of at most 255 characters;
                most do it for you.
              </p>
              <KeyCheck keyFields={state.key} />
              {state.nextKey ? (
                <div className="ff-sender-auth__next">
                  <p>
                    <strong>New key {state.nextKey.selector}</strong>: publish this record too, then Check.
                    The current key signs until it is found.
                  </p>
                  <DnsRecord
                    label="New DKIM record"
                    name={state.nextKey.recordName}
                    value={state.nextKey.recordValue}
                  />
                  <KeyCheck keyFields={state.nextKey} />
                </div>
              ) : null}
              <div className="ff-sender-auth__actions">
                <Button loading={busy === 'check'} disabled={busy !== null} onClick={() => void onCheck()}>
                  Check
                </Button>
                <label className="ff-sender-auth__switch">
                  <Switch
                    checked={state.signing}
                    loading={busy === 'signing'}
                    disabled={busy !== null}
                    onChange={(checked) => onSigning(state, checked)}
                    aria-label="Sign emails with DKIM"
                  />
                  <span>Sign emails with DKIM</span>
                </label>
                {!state.nextKey ? (
                  <Button type="text" loading={busy === 'rotate'} disabled={busy !== null} onClick={onRotate}>
                    Rotate key
                  </Button>
                ) : null}
              </div>
            </>
          )}
        </div>

        <div className="ff-sender-auth__block">
          <div className="ff-sender-auth__head">
            <h4 className="ff-sender-auth__subtitle">DNS check for {state.domain}</h4>
          </div>
          <p className="ff-sender-auth__muted">
            Looks up SPF (which servers may send for the domain), DKIM (the key that signs) and DMARC (what
            receivers do with mail that fails both) as receivers see them.
          </p>
          <Button loading={dnsCall.loading} onClick={() => void onCheckDns()}>
            Check DNS records
          </Button>
          {dnsError && !dnsCall.loading ? (
            <Alert className="ff-sender-auth__report" type="error" showIcon title={dnsError} />
          ) : null}
          {report && !dnsCall.loading ? <DnsReport report={report} /> : null}
          {dnsCall.loading ? (
            <div aria-busy="true" aria-label="Checking DNS records" className="ff-sender-auth__report">
              <Skeleton active title={false} paragraph={{ rows: 3 }} />
            </div>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <section className="ff-sender-auth" aria-labelledby="ff-sender-auth-title">
      <h3 id="ff-sender-auth-title" className="ff-sender-auth__title">
        Sender authentication
      </h3>
      <p className="ff-sender-auth__muted">
        Mailbox providers trust email whose domain vouches for it: DKIM signs each email, SPF and DMARC tell
        receivers who may send for your domain and what to do with mail that fails.
      </p>
      {body}
    </section>
  );
}

const CHECK_NAMES = [
  ['spf', 'SPF'],
  ['dkim', 'DKIM'],
  ['dmarc', 'DMARC'],
] as const;

/** The checker's answer: one row per record, with the record to add when one should change. */
function DnsReport({ report }: { report: Report }) {
  return (
    <ul className="ff-sender-auth__report ff-dns-report" aria-label={`DNS check of ${report.domain}`}>
      {CHECK_NAMES.map(([field, name]) => (
        <DnsCheckRow key={field} name={name} check={report[field]} />
      ))}
    </ul>
  );
}

function DnsCheckRow({ name, check }: { name: string; check: EmailDnsCheckFieldsFragment }) {
  const tag = DNS_STATUS_TAGS[check.status];
  return (
    <li className={`ff-dns-report__row ff-dns-report__row--${check.status}`}>
      <div className="ff-dns-report__head">
        <strong>{name}</strong>
        <Tag color={tag.color}>{tag.label}</Tag>
      </div>
      <p className="ff-dns-report__message">{check.message}</p>
      {check.found && check.status !== 'pass' ? (
        <p className="ff-dns-report__found">
          Found: <Typography.Text code>{check.found}</Typography.Text>
        </p>
      ) : null}
      {check.recordName && check.recordValue && check.status !== 'pass' ? (
        <DnsRecord label={`${name} record to publish`} name={check.recordName} value={check.recordValue} />
      ) : null}
    </li>
  );
}
