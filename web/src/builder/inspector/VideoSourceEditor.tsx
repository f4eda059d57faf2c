import { FolderOpenOutlined, ThunderboltOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { AiVideoPanel } from '../../modules/ai/AiVideoPanel';
import { AiLibraryModal } from '../../modules/media/AiLibraryModal';
import { videoSource } from '../../page-model/elements/video';
import { useBuilderIfAny } from '../builder-context';
import { Field } from '../editors/fields';
import { MediaPicker } from '../media/MediaPicker';
import type { FieldEditorProps } from './field-editor-props';

/**
 * Special editor: the video's URL, a file (typed or from the media library) or a YouTube/Vimeo
 * link. Data cannot say this: the hint follows the kind of source the URL turns out to be.
 */
export function VideoSourceEditor({
  field,
  label,
  value,
  onChange,
  element,
}: FieldEditorProps<'video-source'>) {
  const id = useId();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [aiOpen, setAiOpen] = useState(false);
  const [videosOpen, setVideosOpen] = useState(false);
  const funnelId = useBuilderIfAny((state) => state.funnelId);
  const kind = videoSource(value).kind;
  return (
    <>
      <Field label={label} id={id} hint={field.hints[kind]}>
        <Input
          id={id}
          value={value}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          status={kind === 'unsupported' ? 'error' : undefined}
          aria-invalid={kind === 'unsupported' ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </Field>
      <div className="ff-field" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button icon={<FolderOpenOutlined />} onClick={() => setPickerOpen(true)}>
          Choose from library
        </Button>
        <Button
          icon={<ThunderboltOutlined />}
          aria-expanded={aiOpen}
          aria-controls={`${id}-ai`}
          onClick={() => setAiOpen((open) => !open)}
        >
          Generate with AI
        </Button>
        <Button icon={<VideoCameraOutlined />} onClick={() => setVideosOpen(true)}>
          AI videos
        </Button>
      </div>
      <div id={`${id}-ai`}>
        {aiOpen ? (
          <AiVideoPanel funnelId={funnelId} elementId={element.id} onOpenVideos={() => setVideosOpen(true)} />
        ) : null}
      </div>
      <AiLibraryModal
        kind={videosOpen ? 'video' : null}
        onClose={() => setVideosOpen(false)}
        onUseVideo={(video) => {
          if (!video.videoUrl) return;
          onChange(video.videoUrl);
          setVideosOpen(false);
        }}
      />
      <MediaPicker
        open={pickerOpen}
        initialTab="video"
        accept="video"
        onClose={() => setPickerOpen(false)}
        onSelect={(url) => {
          onChange(url);
          setPickerOpen(false);
        }}
      />
    </>
  );
}
