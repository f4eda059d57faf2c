import { FolderOpenOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { videoSource } from '../../page-model/elements/video';
import { Field } from '../editors/fields';
import { MediaPicker } from '../media/MediaPicker';
import type { FieldEditorProps } from './field-editor-props';

/**
 * Special editor: the video's URL, a file (typed or from the media library) or a YouTube/Vimeo
 * link. Data cannot say this: the hint follows the kind of source the URL turns out to be.
 */
export function VideoSourceEditor({ field, label, value, onChange }: FieldEditorProps<'video-source'>) {
  const id = useId();
  const [pickerOpen, setPickerOpen] = useState(false);
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
