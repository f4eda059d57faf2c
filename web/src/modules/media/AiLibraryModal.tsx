import { Button, Modal } from 'antd';
import type { AiImageFieldsFragment, AiVideoFieldsFragment } from '../../gql/graphql';
import { AiImageLibrary } from '../ai/AiImageLibrary';
import { AiVideoPicker } from '../ai/AiVideoPicker';

export type AiLibraryKind = 'image' | 'video';

const TITLES: Record<AiLibraryKind, string> = { image: 'AI Images library', video: 'AI Videos library' };

/**
 * The AI libraries, one dialog for the Media Library's buttons and the builder's sub-dialogs:
 * the AI images (their generations: prompt, size and style, maker, cost; picked for an element
 * when `onPickImage` is given) or the AI videos (live status, dubbing; 'Use Video' when
 * `onUseVideo` is given). Content is asked for only while open.
 */
export function AiLibraryModal({
  kind,
  onClose,
  onPickImage,
  onUseVideo,
}: {
  kind: AiLibraryKind | null;
  onClose(): void;
  onPickImage?(generation: AiImageFieldsFragment): void;
  onUseVideo?(video: AiVideoFieldsFragment): void;
}) {
  const shown = kind ?? 'image';
  return (
    <Modal
      open={kind !== null}
      title={TITLES[shown]}
      onCancel={onClose}
      width={900}
      className="ff-ai-modal"
      destroyOnHidden
      footer={[
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      {kind === 'image' ? (
        <AiImageLibrary onPick={onPickImage} />
      ) : kind === 'video' ? (
        <AiVideoPicker onUse={onUseVideo} />
      ) : null}
    </Modal>
  );
}
