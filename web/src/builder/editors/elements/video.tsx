import { FolderOpenOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { videoSource } from '../../../page-model/elements/video';
import { MediaPicker } from '../../media/MediaPicker';
import { Field } from '../fields';
import type { ContentEditorProps, ElementEditor } from '../types';

export const VIDEO_LINK_ERROR =
  'This video link cannot be played: use a video file (.mp4, .webm, .ogg, .mov) or a YouTube or Vimeo link';

const KIND_HINTS = {
  none: 'A video file (.mp4, .webm…), or a YouTube or Vimeo link. Leave empty to show a placeholder.',
  file: 'A video file: it plays in the page’s own player.',
  youtube: 'A YouTube video: it plays in YouTube’s privacy-friendly player.',
  vimeo: 'A Vimeo video: it plays in Vimeo’s player without tracking.',
  unsupported: 'A video file (.mp4, .webm…), or a YouTube or Vimeo link.',
} as const;

/** The video's URL: a file URL (typed or from the media library) or a YouTube/Vimeo link. */
function VideoContentEditor({ value, onChange }: ContentEditorProps<string>) {
  const id = useId();
  const [pickerOpen, setPickerOpen] = useState(false);
  const kind = videoSource(value).kind;
  return (
    <>
      <Field label="Video URL" id={id} hint={KIND_HINTS[kind]}>
        <Input
          id={id}
          value={value}
          placeholder="https://www.youtube.com/watch?v=… or https://example.com/video.mp4"
          maxLength={2000}
          status={kind === 'unsupported' ? 'error' : undefined}
          aria-invalid={kind === 'unsupported' ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </Field>
      <div className="ff-field">
        <Button
          icon={<FolderOpenOutlined />}
          onClick={() => setPickerOpen(true)}
          style={{ justifySelf: 'start' }}
        >
          Choose from library
        </Button>
      </div>
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

/** Playback options (length, autoplay, mute, loop, fades) are the Video style group. */
export const videoEditor: ElementEditor<string> = {
  Content: VideoContentEditor,
  styles: ['video', 'box'],
  validate: (value) => (videoSource(value).kind === 'unsupported' ? VIDEO_LINK_ERROR : null),
};
