import { CopyOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { toast } from '../../app/toast/toasts';
import './funnel-live-link.css';

/** Where a published funnel is live: /p/{id} on this site (the api serves it, signed out). */
export function liveUrl(funnelId: string, origin: string = window.location.origin): string {
  return `${origin}/p/${encodeURIComponent(funnelId)}`;
}

/**
 * Puts text on the clipboard: the Clipboard API where the page may use it (HTTPS, localhost),
 * else a selected hidden field and the copy command (a site served over plain HTTP on a LAN
 * address has no navigator.clipboard). Answers whether it worked.
 */
export async function copyText(text: string): Promise<boolean> {
  // Undefined outside secure contexts.
  if (typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, document not focused): the copy command below may still work.
    }
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    // A browser without the copy command: the caller says so and shows the address to copy.
    return false;
  } finally {
    field.remove();
  }
}

type Props = {
  funnelId: string | null;
  published: boolean;
  /** The funnel's name, for the Copy button's accessible name on a screen that lists several. */
  name?: string;
  /** What to say when the funnel is not published (the screen knows where publishing happens). */
  notPublished?: string;
  className?: string;
};

/**
 * A published funnel's live address with a Copy button (issue 14, finding 6); an unpublished
 * one says it has none yet.
 */
export function FunnelLiveLink({
  funnelId,
  published,
  name,
  notPublished = 'Not published: no live link yet.',
  className,
}: Props) {
  const classes = ['ff-live-link', className].filter(Boolean).join(' ');
  if (!published || !funnelId) {
    return (
      <p className={`${classes} ff-live-link--off`} data-testid="funnel-live-link">
        <GlobalOutlined aria-hidden />
        <span className="ff-live-link__note">{notPublished}</span>
      </p>
    );
  }
  const url = liveUrl(funnelId);
  const copy = async () => {
    if (await copyText(url)) toast({ title: 'Link copied!', description: url, variant: 'success' });
    else
      toast({
        title: 'Could not copy the link',
        description: `Select it and copy it yourself: ${url}`,
        variant: 'destructive',
      });
  };
  return (
    <p className={classes} data-testid="funnel-live-link">
      <GlobalOutlined aria-hidden />
      <span className="ff-live-link__label">Live at</span>
      <a className="ff-live-link__url" href={url} target="_blank" rel="noopener" title={url}>
        {url}
      </a>
      <Button
        size="small"
        icon={<CopyOutlined />}
        aria-label={name ? `Copy the live link of ${name}` : 'Copy the live link'}
        onClick={() => void copy()}
      >
        Copy
      </Button>
    </p>
  );
}
