import { CheckCircleFilled, CloseCircleFilled, InboxOutlined } from '@ant-design/icons';
import { Button, Modal, Progress, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { SessionExpiredError } from '../../app/session-expired';
import { toast } from '../../app/toast/toasts';
import { isAbortError } from '../../builder/media/use-media-library';
import { formatMediaSize } from './media-format';
import { MEDIA_UPLOAD_MESSAGES, UploadError, mediaUploadProblem, uploadMediaFile } from './upload-media';

export type UploadEntry = {
  key: string;
  name: string;
  size: number;
  status: 'uploading' | 'done' | 'error';
  /** 0–100 while uploading. */
  percent: number;
  message: string | null;
};

let counter = 0;

/**
 * 002 §2 Upload Files: several images and videos at once, each to its endpoint by its type, with
 * its own progress and its own error (the server's message). Uploads go on while the dialog is
 * closed; they stop when the screen is left.
 */
export function UploadFilesDialog({
  open,
  onClose,
  onUploaded,
}: {
  open: boolean;
  onClose(): void;
  /** A file was stored: the screen loads its list and figures again. */
  onUploaded(): void;
}) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = (key: string, change: Partial<UploadEntry>) =>
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const start = (file: File) => {
    counter += 1;
    const key = `upload-${counter}`;
    const problem = mediaUploadProblem(file);
    setEntries((list) => [
      ...list,
      {
        key,
        name: file.name,
        size: file.size,
        status: problem ? 'error' : 'uploading',
        percent: 0,
        message: problem,
      },
    ]);
    if (problem) return;
    const controller = new AbortController();
    controllers.current.set(key, controller);
    uploadMediaFile(file, {
      signal: controller.signal,
      onProgress: (loaded, total) =>
        update(key, { percent: total > 0 ? Math.min(99, Math.floor((loaded / total) * 100)) : 0 }),
    }).then(
      () => {
        controllers.current.delete(key);
        update(key, { status: 'done', percent: 100 });
        uploaded.current();
      },
      (error: unknown) => {
        controllers.current.delete(key);
        if (isAbortError(error)) return;
        if (error instanceof SessionExpiredError) {
          // Told once by the app (toast, then sign-in); the file says why it stopped.
          update(key, { status: 'error', message: 'Your session has ended' });
          return;
        }
        const readable = error instanceof UploadError && error.readable;
        if (!readable)
          toast({
            title: MEDIA_UPLOAD_MESSAGES.failedTitle,
            description: MEDIA_UPLOAD_MESSAGES.failed,
            variant: 'destructive',
          });
        update(key, {
          status: 'error',
          message: error instanceof Error && error.message ? error.message : MEDIA_UPLOAD_MESSAGES.failed,
        });
      },
    );
  };

  const busy = entries.some((entry) => entry.status === 'uploading');
  const finished = entries.some((entry) => entry.status !== 'uploading');

  return (
    <Modal
      open={open}
      title="Upload Files"
      onCancel={onClose}
      footer={[
        <Button
          key="clear"
          disabled={!finished}
          onClick={() => setEntries((list) => list.filter((entry) => entry.status === 'uploading'))}
        >
          Clear finished
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {busy ? 'Hide (uploads continue)' : 'Done'}
        </Button>,
      ]}
    >
      <Upload.Dragger
        multiple
        accept="image/*,video/*"
        showUploadList={false}
        // Every file is checked and sent here; antd's own request is never used.
        beforeUpload={(file) => {
          start(file);
          return Upload.LIST_IGNORE;
        }}
        aria-label="Choose or drop images and videos to upload"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden="true" />
        </p>
        <p className="ant-upload-text">Click or drag images and videos here</p>
        <p className="ant-upload-hint">
          Images (PNG, JPEG, GIF, WebP or AVIF) up to 10 MB; videos (MP4, WebM or MOV) up to 200 MB.
        </p>
      </Upload.Dragger>
      {entries.length > 0 ? (
        <ul className="ff-upload-list" aria-label="Uploads">
          {entries.map((entry) => (
            <li key={entry.key} className="ff-upload-list__item" data-upload-status={entry.status}>
              <div className="ff-upload-list__head">
                {entry.status === 'done' ? (
                  <CheckCircleFilled className="ff-upload-list__ok" aria-label="Uploaded" />
                ) : entry.status === 'error' ? (
                  <CloseCircleFilled className="ff-upload-list__failed" aria-label="Failed" />
                ) : null}
                <span className="ff-upload-list__name">{entry.name}</span>
                <span className="ff-muted">{formatMediaSize(entry.size)}</span>
              </div>
              {entry.status === 'uploading' ? (
                <Progress percent={entry.percent} size="small" aria-label={`Uploading ${entry.name}`} />
              ) : entry.status === 'done' ? (
                <span className="ff-upload-list__done">Uploaded</span>
              ) : (
                <span className="ff-upload-list__error" role="alert">
                  {entry.message}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
