import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Tag } from 'antd';
import { useId, useState } from 'react';
import { errorInfo } from '../../app/graphql-errors';
import type { SendCampaignTestMutation } from '../../gql/graphql';
import './send-test-dialog.css';

export type TestEmailOutcome = SendCampaignTestMutation['sendCampaignTest'][number];

/** As the api allows (email/delivery/test-emails.ts). */
export const MAX_TEST_ADDRESSES = 5;
const INVALID = 'Enter a valid email address';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const STATUS_TAGS: Record<TestEmailOutcome['status'], { color: string; label: string }> = {
  sent: { color: 'success', label: 'Sent' },
  skipped: { color: 'warning', label: 'Skipped' },
  failed: { color: 'error', label: 'Failed' },
};

type Props = {
  open: boolean;
  /** The user's own address: the first one offered. */
  defaultTo: string | null;
  onClose: () => void;
  /** Sends the test (saving the content first where needed); answers per address, or throws. */
  send: (to: string[]) => Promise<TestEmailOutcome[]>;
};

/**
 * Send test (issue 24): up to five addresses, the user's own first; the email goes at once with
 * "[Test]" before its subject, and each address says whether it was sent, or skipped because it is
 * on the suppression list (and why), or failed. Render it when it opens (each opening starts
 * afresh from the user's own address).
 */
export function SendTestDialog({ open, defaultTo, onClose, send }: Props) {
  const ids = useId();
  const [addresses, setAddresses] = useState<string[]>([defaultTo ?? '']);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [results, setResults] = useState<TestEmailOutcome[] | null>(null);
  const [sending, setSending] = useState(false);

  const change = (index: number, value: string) => {
    setAddresses((list) => list.map((a, i) => (i === index ? value : a)));
    setErrors((e) => ({ ...e, [index]: '' }));
  };
  const remove = (index: number) => {
    setAddresses((list) => list.filter((_, i) => i !== index));
    setErrors({});
  };

  const submit = async () => {
    const to = addresses.map((a) => a.trim());
    const wrong = Object.fromEntries(
      to.flatMap((a, i) => (EMAIL.test(a) ? [] : [[i, INVALID] as const])),
    ) as Record<number, string>;
    setErrors(wrong);
    if (Object.keys(wrong).length > 0) return;
    setSending(true);
    setProblem(null);
    setResults(null);
    try {
      setResults(await send(to));
    } catch (error) {
      const info = errorInfo(error, 'The test email could not be sent. Please try again.');
      const byField: Record<number, string> = {};
      for (const [field, message] of Object.entries(info.fieldErrors)) {
        const match = /^to\.(\d+)$/.exec(field);
        if (match) byField[Number(match[1])] = message;
      }
      if (Object.keys(byField).length > 0) setErrors(byField);
      else setProblem(info.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Send test email"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <Button key="send" type="primary" loading={sending} onClick={() => void submit()}>
          Send test
        </Button>,
      ]}
    >
      <p className="ff-send-test__intro">
        The email goes now, as recipients will get it, with “[Test]” before the subject. Addresses on your
        suppression list are skipped.
      </p>
      <form
        className="ff-send-test__list"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {addresses.map((address, index) => {
          const id = `${ids}-to-${index}`;
          const error = errors[index];
          return (
            <div key={index} className="ff-send-test__row">
              <label htmlFor={id} className="ff-visually-hidden">
                {`Test address ${index + 1}`}
              </label>
              <Input
                id={id}
                type="email"
                inputMode="email"
                autoComplete="email"
                value={address}
                status={error ? 'error' : undefined}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
                placeholder="name@example.com"
                onChange={(event) => change(index, event.target.value)}
              />
              {addresses.length > 1 ? (
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={`Remove test address ${index + 1}`}
                  onClick={() => remove(index)}
                />
              ) : null}
              {error ? (
                <div id={`${id}-error`} className="ff-send-test__error" role="alert">
                  {error}
                </div>
              ) : null}
            </div>
          );
        })}
        {/* Enter in an address sends the test. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
      {addresses.length < MAX_TEST_ADDRESSES ? (
        <Button type="dashed" icon={<PlusOutlined />} onClick={() => setAddresses((list) => [...list, ''])}>
          Add address
        </Button>
      ) : (
        <p className="ff-send-test__hint">Up to {MAX_TEST_ADDRESSES} addresses per test.</p>
      )}
      {problem ? <Alert className="ff-send-test__alert" type="error" showIcon message={problem} /> : null}
      {results ? (
        <ul className="ff-send-test__results" aria-label="Test results">
          {results.map((result) => {
            const tag = STATUS_TAGS[result.status];
            return (
              <li key={result.email}>
                <Tag color={tag.color}>{tag.label}</Tag>
                <span className="ff-send-test__email">{result.email}</span>
                {result.reason ? <span className="ff-send-test__reason">{result.reason}</span> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </Modal>
  );
}
