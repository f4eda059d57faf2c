import { DeleteOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../app/format';
import { GENERIC_FAILURE } from '../../app/graphql-errors';
import { failureToast, successToast } from '../../app/toast/notify';
import {
  ApiKeysDocument,
  DeactivateApiKeyDocument,
  DeleteApiKeyDocument,
  type ApiKeyRowFragment,
} from '../../gql/graphql';
import { ApiUsage } from '../../modules/api-keys/ApiUsage';
import { CreateApiKeyDialog } from '../../modules/api-keys/CreateApiKeyDialog';
import { NewApiKeyDialog } from '../../modules/api-keys/NewApiKeyDialog';
import { API_KEY_TEXT, maskedKey, permissionSummary } from '../../modules/api-keys/api-key-meta';
import './api-keys.css';

function status(key: ApiKeyRowFragment, now: number): { label: string; className: string } {
  if (!key.isActive) return { label: 'Inactive', className: 'ff-badge ff-badge--secondary' };
  if (key.expiresAt && Date.parse(key.expiresAt) <= now)
    return { label: 'Expired', className: 'ff-badge ff-badge--destructive' };
  return { label: 'Active', className: 'ff-badge ff-badge--default' };
}

/** 002 §2 API keys: the list, create with a one-time reveal, deactivate and delete (each confirmed), usage. */
export function ApiKeysPage() {
  const { modal } = App.useApp();
  const { data, loading, error, refetch } = useQuery(ApiKeysDocument, { fetchPolicy: 'cache-and-network' });
  const [deactivate] = useMutation(DeactivateApiKeyDocument);
  const [remove] = useMutation(DeleteApiKeyDocument, { refetchQueries: ['ApiKeys'] });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ key: string; keyName: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  const keys = data?.apiKeys ?? [];

  const act = async (id: string, run: () => Promise<unknown>, success: string) => {
    setBusy(id);
    try {
      await run();
      successToast(success);
    } catch (failure) {
      failureToast(failure, (info) => info.message, { fallback: GENERIC_FAILURE });
    } finally {
      setBusy(null);
    }
  };

  const confirmDeactivate = (key: ApiKeyRowFragment) =>
    modal.confirm({
      title: `Deactivate "${key.keyName}"?`,
      content:
        'Calls made with this key are refused from now on. A deactivated key cannot be turned back on.',
      okText: 'Deactivate',
      okButtonProps: { danger: true },
      onOk: () => act(key.id, () => deactivate({ variables: { id: key.id } }), API_KEY_TEXT.deactivated),
    });

  const confirmDelete = (key: ApiKeyRowFragment) =>
    modal.confirm({
      title: `Delete "${key.keyName}"?`,
      content: 'The key is removed for good and calls made with it are refused. This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () => act(key.id, () => remove({ variables: { id: key.id } }), API_KEY_TEXT.deleted),
    });

  return (
    <div className="ff-api-keys">
      <div className="ff-toolbar">
        <p className="ff-toolbar__grow ff-muted ff-api-keys__note">
          Keys let your own tools and integrations use FunnelForge through the REST API and GraphQL.
        </p>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          Create API Key
        </Button>
      </div>

      {error && !data ? (
        <Empty description="Could not load your API keys. Check your connection and try again.">
          <Button onClick={() => void refetch()}>Retry</Button>
        </Empty>
      ) : loading && !data ? (
        <div className="ff-api-keys__list" aria-busy="true">
          {Array.from({ length: 2 }, (_, i) => (
            <Card key={i}>
              <Skeleton active paragraph={{ rows: 1 }} />
            </Card>
          ))}
        </div>
      ) : keys.length === 0 ? (
        <div className="ff-empty">
          <Empty
            description={
              <span className="ff-pending">
                <strong>No API keys yet</strong>
                <span>Create a key to call the FunnelForge API from your own code.</span>
              </span>
            }
          />
        </div>
      ) : (
        <>
          <h2 className="ff-visually-hidden">Your API keys</h2>
          <ul className="ff-api-keys__list" aria-label="API keys">
            {keys.map((key) => {
              const badge = status(key, now);
              return (
                <li key={key.id} className="ff-api-keys__item">
                  <div className="ff-api-keys__main">
                    <div className="ff-api-keys__title">
                      <h3>{key.keyName}</h3>
                      <span className={badge.className}>{badge.label}</span>
                    </div>
                    <code className="ff-api-keys__prefix">{maskedKey(key.keyPrefix)}</code>
                    <ul className="ff-api-keys__permissions" aria-label="Permissions">
                      {permissionSummary(key.permissions).map((line) => (
                        <li key={line} className="ff-badge ff-badge--outline">
                          {line}
                        </li>
                      ))}
                    </ul>
                    <p className="ff-api-keys__meta">
                      Created {formatDate(key.createdAt)} ·{' '}
                      {key.lastUsedAt ? `Last used ${formatDate(key.lastUsedAt)}` : 'Never used'}
                      {key.expiresAt ? ` · Expires ${formatDate(key.expiresAt)}` : ''}
                    </p>
                  </div>
                  <div className="ff-api-keys__actions">
                    {key.isActive ? (
                      <Button
                        icon={<StopOutlined />}
                        loading={busy === key.id}
                        onClick={() => confirmDeactivate(key)}
                      >
                        Deactivate
                      </Button>
                    ) : null}
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      disabled={busy === key.id}
                      onClick={() => confirmDelete(key)}
                    >
                      Delete
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}

      <ApiUsage />

      <CreateApiKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
        }}
      />
      <NewApiKeyDialog created={created} onClose={() => setCreated(null)} />
    </div>
  );
}
