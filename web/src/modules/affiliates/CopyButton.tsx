import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { toast } from '../../app/toast/toasts';
import { copyText } from '../funnels/FunnelLiveLink';

/** Copies `text` and says so ('Link copied!'), or says it could not and shows what to copy by hand. */
export function CopyButton({ text, label, copied }: { text: string; label: string; copied: string }) {
  const copy = async () => {
    if (await copyText(text)) toast({ title: copied, description: text, variant: 'success' });
    else
      toast({
        title: 'Could not copy',
        description: `Select it and copy it yourself: ${text}`,
        variant: 'destructive',
      });
  };
  return (
    <Button icon={<CopyOutlined />} aria-label={label} onClick={() => void copy()}>
      Copy
    </Button>
  );
}
