import { FolderOpenOutlined, PictureOutlined, ThunderboltOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Input } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { AiImagePanel } from '../../modules/ai/AiImagePanel';
import { AiLibraryModal } from '../../modules/media/AiLibraryModal';
import { IMAGE_EDITOR_MESSAGES, IMAGE_UPLOADING } from '../../page-model/elements/image';
import { ElementView } from '../../page-model/PageView';
import { safeMediaSrc } from '../../page-model/safe-url';
import type { RenderContext } from '../../page-model/types';
import { useBuilderIfAny } from '../builder-context';
import { Field } from '../editors/fields';
import { MediaPicker } from '../media/MediaPicker';
import { uploadImage, uploadProblem } from '../media/upload-image';
import type { FieldEditorProps } from './field-editor-props';

/** The preview draws the element as the canvas does (nothing in an image depends on the time). */
const PREVIEW_CTX: RenderContext = { mode: 'canvas', funnelId: null, now: 0 };

/**
 * Special editor: the image's URL, typed, chosen from the media library or uploaded. While an
 * upload runs the content is 'Uploading image...' (000 §3), so the element shows its spinner;
 * then it is the new URL, or the previous one again if the upload failed. Data cannot say
 * this: the upload outlives keystrokes and drives the content by itself.
 */
export function ImageUploadEditor({
  field,
  label,
  hint,
  value,
  onChange,
  element,
}: FieldEditorProps<'image-upload'>) {
  const urlId = useId();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [aiOpen, setAiOpen] = useState(false);
  const [aiLibraryOpen, setAiLibraryOpen] = useState(false);
  const funnelId = useBuilderIfAny((state) => state.funnelId);
  const [uploading, setUploading] = useState<{ previous: string } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const running = useRef<AbortController | null>(null);

  // Closing the dialog mid-upload stops it.
  useEffect(() => () => running.current?.abort(), []);

  const upload = async (file: File) => {
    const problem = uploadProblem(file);
    if (problem) {
      setMessage(problem);
      return;
    }
    const previous = value.trim() === IMAGE_UPLOADING ? '' : value;
    const controller = new AbortController();
    running.current?.abort();
    running.current = controller;
    setMessage(null);
    setUploading({ previous });
    onChange(IMAGE_UPLOADING);
    try {
      onChange(await uploadImage(file, { signal: controller.signal }));
    } catch (error) {
      if (controller.signal.aborted) return;
      onChange(previous);
      setMessage(
        error instanceof Error && error.message ? error.message : IMAGE_EDITOR_MESSAGES.uploadFailed,
      );
    } finally {
      if (running.current === controller) {
        running.current = null;
        setUploading(null);
      }
    }
  };

  const url = uploading ? uploading.previous : value;
  const urlProblem = !uploading && url.trim() && url.trim() !== IMAGE_UPLOADING && !safeMediaSrc(url);

  return (
    <>
      <Field label={label} id={urlId} hint={hint}>
        <Input
          id={urlId}
          value={url}
          disabled={uploading !== null}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          status={urlProblem ? 'error' : undefined}
          aria-invalid={urlProblem ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </Field>
      <div className="ff-field" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button
          icon={<FolderOpenOutlined />}
          disabled={uploading !== null}
          onClick={() => setPickerOpen(true)}
        >
          Choose from library
        </Button>
        <Button
          icon={<UploadOutlined />}
          loading={uploading !== null}
          onClick={() => fileInput.current?.click()}
          aria-describedby={`${urlId}-upload-hint`}
        >
          {uploading ? 'Uploading…' : 'Upload image'}
        </Button>
        <Button
          icon={<ThunderboltOutlined />}
          disabled={uploading !== null}
          aria-expanded={aiOpen}
          aria-controls={`${urlId}-ai`}
          onClick={() => setAiOpen((open) => !open)}
        >
          Generate with AI
        </Button>
        <Button
          icon={<PictureOutlined />}
          disabled={uploading !== null}
          onClick={() => setAiLibraryOpen(true)}
        >
          AI image library
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          aria-label="Image file to upload"
          tabIndex={-1}
          style={{ display: 'none' }}
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Cleared so choosing the same file again uploads it again.
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
        <span id={`${urlId}-upload-hint`} className="ff-field__hint" style={{ alignSelf: 'center' }}>
          PNG, JPEG, GIF, WebP or AVIF, up to 10 MB.
        </span>
      </div>
      {message ? <Alert type="error" showIcon title={message} style={{ marginBottom: 12 }} /> : null}
      <div id={`${urlId}-ai`}>
        {aiOpen ? (
          <AiImagePanel
            funnelId={funnelId}
            elementId={element.id}
            onGenerated={(imageUrl) => {
              setMessage(null);
              onChange(imageUrl);
              setAiOpen(false);
            }}
          />
        ) : null}
      </div>
      <section
        aria-label="Preview"
        style={{ maxHeight: 260, overflow: 'hidden', borderRadius: 8, background: '#f8fafc' }}
      >
        <ElementView element={element} ctx={PREVIEW_CTX} />
      </section>
      <MediaPicker
        open={pickerOpen}
        initialTab="image"
        accept="image"
        onClose={() => setPickerOpen(false)}
        onSelect={(chosen) => {
          setMessage(null);
          onChange(chosen);
          setPickerOpen(false);
        }}
      />
      <AiLibraryModal
        kind={aiLibraryOpen ? 'image' : null}
        onClose={() => setAiLibraryOpen(false)}
        onPickImage={(generation) => {
          if (!generation.imageUrl) return;
          setMessage(null);
          onChange(generation.imageUrl);
          setAiLibraryOpen(false);
        }}
      />
    </>
  );
}
