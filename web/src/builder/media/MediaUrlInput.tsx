import { PictureOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { MediaPicker } from './MediaPicker';

/**
 * An image address typed in, or chosen from the media library (the social image of a step, a
 * funnel's icon). Works as an antd form control: value and onChange.
 */
export function MediaUrlInput({
  value,
  onChange,
  placeholder,
  id,
}: {
  value?: string;
  onChange?(value: string): void;
  placeholder?: string;
  id?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value}
          maxLength={2000}
          placeholder={placeholder}
          onChange={(event) => onChange?.(event.target.value)}
        />
        <Button icon={<PictureOutlined />} onClick={() => setOpen(true)}>
          Media library
        </Button>
      </Space.Compact>
      <MediaPicker
        open={open}
        initialTab="image"
        accept="image"
        onClose={() => setOpen(false)}
        onSelect={(url) => {
          onChange?.(url);
          setOpen(false);
        }}
      />
    </>
  );
}
