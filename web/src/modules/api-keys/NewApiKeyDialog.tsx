import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { failureToast, successToast } from '../../app/toast/notify';
import { API_KEY_TEXT, curlExample } from './api-key-meta';

/**
 * The one-time reveal (002 §2): the new key with a Copy button and a curl call that uses it.
 * Once closed, the key is gone from the page; only its hash is on the server.
 */
export function NewApiKeyDialog({
  created,
  onClose,
}: {
  created: { key: string; keyName: string } | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
      successToast(API_KEY_TEXT.copied);
    } catch (error) {
      failureToast(error, API_KEY_TEXT.copyFailed);
    }
  };
  const close = () => {
    setCopied(false);
    onClose();
  };

  return (
    <Modal
      title="Your New API Key"
      open={created !== null}
      onCancel={close}
      footer={
        <Button type="primary" onClick={close}>
          Done
        </Button>
      }
      mask={{ closable: false }}
      destroyOnHidden
    >
      {created ? (
        <div className="ff-api-keys__reveal">
          <p>
            <strong>{created.keyName}</strong> is ready.
          </p>
          <Alert type="warning" showIcon title={API_KEY_TEXT.oneTime} />
          <div className="ff-api-keys__secret">
            <code data-testid="new-api-key">{created.key}</code>
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <Typography.Text type="secondary">Try it:</Typography.Text>
          <pre className="ff-api-keys__code" tabIndex={0}>
            {curlExample(window.location.origin, created.key)}
          </pre>
        </div>
      ) : null}
    </Modal>
  );
}
