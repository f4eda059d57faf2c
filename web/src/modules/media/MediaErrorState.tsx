import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { errorInfo } from '../../app/graphql-errors';
import { isSessionExpired } from '../../app/session-expired';
import { MEDIA_LIBRARY_TEXTS } from './media-texts';

const reloadWindow = () => window.location.reload();

/** 000 §8 library variant: the failure, its message and Retry; signed out, 'Refresh Page'. */
export function MediaErrorState({
  error,
  onRetry,
  title = MEDIA_LIBRARY_TEXTS.loadFailed,
  reloadPage = reloadWindow,
}: {
  error: unknown;
  onRetry(): void;
  title?: string;
  reloadPage?(): void;
}) {
  const signedOut = isSessionExpired(error);
  return (
    <div className="ff-media-error" role="alert">
      <p className="ff-media-error__title">{title}</p>
      <p>
        {signedOut
          ? MEDIA_LIBRARY_TEXTS.signedOut
          : errorInfo(error, MEDIA_LIBRARY_TEXTS.networkError).message}
      </p>
      {signedOut ? (
        <Button type="primary" onClick={reloadPage}>
          {MEDIA_LIBRARY_TEXTS.refreshPage}
        </Button>
      ) : (
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          {MEDIA_LIBRARY_TEXTS.retry}
        </Button>
      )}
    </div>
  );
}
