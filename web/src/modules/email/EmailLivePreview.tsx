import { useQuery } from '@apollo/client/react';
import { Alert, Segmented, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { EmailDesignerDocument, EmailPreviewDocument } from '../../gql/graphql';
import './email.css';

/** 001 §2.8: mobile small, tablet medium, desktop large (pixels of the frame the email is shown in). */
export const PREVIEW_WIDTHS = { desktop: 1024, tablet: 768, mobile: 375 } as const;
type Device = keyof typeof PREVIEW_WIDTHS;

const DEVICES: Array<{ value: Device; label: string }> = [
  { value: 'desktop', label: 'Desktop' },
  { value: 'tablet', label: 'Tablet' },
  { value: 'mobile', label: 'Mobile' },
];

/**
 * 001 §2.8 Live Preview: a sample welcome email rendered by the server's email renderer (the
 * same MJML layout every campaign and sequence email gets), in the user's theme or another
 * one picked here, at desktop, tablet and mobile widths. The HTML runs in a sandboxed frame:
 * no scripts, no access to the app.
 */
export function EmailLivePreview() {
  const [device, setDevice] = useState<Device>('desktop');
  const [theme, setTheme] = useState<string | null>(null);
  const themes = useQuery(EmailDesignerDocument);
  const preview = useQuery(EmailPreviewDocument, { variables: { theme } });
  const width = PREVIEW_WIDTHS[device];
  const email = preview.data?.emailPreview;

  return (
    <div className="ff-email-preview">
      <div className="ff-email-preview__controls">
        <Segmented<Device>
          aria-label="Preview width"
          options={DEVICES}
          value={device}
          onChange={(value) => setDevice(value)}
        />
        <Select<string>
          aria-label="Preview theme"
          className="ff-email-preview__theme"
          value={theme ?? themes.data?.emailTheme.name ?? undefined}
          placeholder="Theme"
          loading={themes.loading}
          options={(themes.data?.emailThemes ?? []).map((t) => ({
            value: t.name,
            label: t.name === themes.data?.emailTheme.name ? `${t.name} (your theme)` : t.name,
          }))}
          onChange={(value) => setTheme(value === themes.data?.emailTheme.name ? null : value)}
        />
      </div>
      {preview.error ? (
        <Alert type="error" showIcon title="The preview could not be rendered. Please try again." />
      ) : !email ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph className="ff-email-preview__meta">
            <Typography.Text type="secondary">Subject: </Typography.Text>
            {email.subject}
            <Typography.Text type="secondary">
              {' '}
              · {email.theme.name} theme · {width}px wide
            </Typography.Text>
          </Typography.Paragraph>
          {/* Wider than a phone's screen at desktop width: it scrolls sideways, by keyboard too once focused. */}
          <div className="ff-email-preview__stage" role="region" aria-label="Email preview" tabIndex={0}>
            <iframe
              className="ff-email-preview__frame"
              title="Email preview"
              sandbox=""
              srcDoc={email.html}
              style={{ width }}
              data-device={device}
            />
          </div>
        </>
      )}
    </div>
  );
}
