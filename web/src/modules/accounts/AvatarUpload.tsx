import { useApolloClient } from '@apollo/client/react';
import { CameraOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { apiFetch } from '../../app/api-fetch';
import { isSessionExpired } from '../../app/session-expired';
import { toast } from '../../app/toast/toasts';
import type { CurrentUserFragment } from '../../gql/graphql';
import { avatarFileProblem } from './avatar-file';
import { UserAvatar } from './UserAvatar';

export const UPLOAD_PHOTO_PATH = '/api/users/upload-photo';

/** What the server said went wrong, else the spec's upload failure text (002 §8). */
async function failureMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : 'Failed to upload file. Please try again.';
}

/**
 * The avatar and its upload button (002 §2 Profile). The file is checked here first (5 MB, and
 * an image by its first bytes); once stored, the signed-in user in the Apollo cache gets the new picture, so the top
 * bar and every other place showing the user change at once.
 */
export function AvatarUpload({ user }: { user: CurrentUserFragment }) {
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const problem = await avatarFileProblem(file);
    if (problem) {
      toast({ title: 'Upload failed', description: problem, variant: 'destructive' });
      return;
    }
    setUploading(true);
    try {
      const body = new FormData();
      body.append('profileImage', file);
      const response = await apiFetch(UPLOAD_PHOTO_PATH, { method: 'POST', body });
      if (!response.ok) {
        toast({
          title: 'Upload failed',
          description: await failureMessage(response),
          variant: 'destructive',
        });
        return;
      }
      const { imageUrl } = (await response.json()) as { imageUrl: string };
      client.cache.modify({
        id: client.cache.identify({ __typename: 'User', id: user.id }),
        fields: { profileImageUrl: () => imageUrl },
      });
      toast({ title: 'Photo updated', variant: 'success' });
    } catch (error) {
      // A 401 has been announced by apiFetch; anything else is a failed upload.
      if (!isSessionExpired(error))
        toast({
          title: 'Upload failed',
          description: 'Failed to upload file. Please try again.',
          variant: 'destructive',
        });
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="ff-avatar-upload">
      <UserAvatar user={user} size={80} />
      <div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          data-testid="avatar-input"
          onChange={(event) => void onChange(event)}
        />
        <Button icon={<CameraOutlined />} loading={uploading} onClick={() => input.current?.click()}>
          Upload Photo
        </Button>
        <p className="ff-avatar-upload__hint">An image of at most 5 MB; it is cropped to a square.</p>
      </div>
    </div>
  );
}
