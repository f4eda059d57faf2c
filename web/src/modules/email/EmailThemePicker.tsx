import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Input, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { failureToast } from '../../app/toast/notify';
import { toast } from '../../app/toast/toasts';
import {
  ChooseEmailThemeDocument,
  EmailDesignerDocument,
  type EmailThemeFieldsFragment,
} from '../../gql/graphql';
import './email.css';

const COLOURS = [
  { key: 'primary', label: 'Primary Color', role: 'header band and links' },
  { key: 'secondary', label: 'Secondary Color', role: 'text' },
  { key: 'background', label: 'Background Color', role: 'around the email' },
] as const;

function ThemeCard({
  theme,
  current,
  saving,
  onChoose,
}: {
  theme: EmailThemeFieldsFragment;
  current: boolean;
  saving: boolean;
  onChoose: () => void;
}) {
  return (
    <Card
      className={current ? 'ff-theme-card ff-theme-card--current' : 'ff-theme-card'}
      data-testid={`theme-${theme.name}`}
      title={
        <span className="ff-theme-card__title">
          <span
            className="ff-theme-card__sample"
            style={{ background: theme.background, borderColor: theme.primary }}
            aria-hidden
          >
            <span style={{ background: theme.primary }} />
            <span style={{ background: theme.secondary }} />
          </span>
          {theme.name}
        </span>
      }
    >
      {current ? (
        <Tag color="blue" className="ff-theme-card__current">
          Current theme
        </Tag>
      ) : null}
      {COLOURS.map(({ key, label, role }) => {
        const id = `theme-${theme.name}-${key}`;
        return (
          <div className="ff-theme-card__field" key={key}>
            <label htmlFor={id}>
              {label} <Typography.Text type="secondary">({role})</Typography.Text>
            </label>
            <Input
              id={id}
              value={theme[key]}
              readOnly
              prefix={<span className="ff-theme-card__swatch" style={{ background: theme[key] }} />}
            />
          </div>
        );
      })}
      <Button
        type={current ? 'default' : 'primary'}
        block
        disabled={current}
        loading={saving}
        onClick={onChoose}
      >
        {current ? 'In use' : `Use ${theme.name}`}
      </Button>
    </Card>
  );
}

/**
 * 001 §2.8 Email Designer: the five themes with their fixed, read-only colours. Choosing one
 * saves it for the user: every campaign and sequence email is laid out in it from then on.
 */
export function EmailThemePicker() {
  const query = useQuery(EmailDesignerDocument);
  const [choose] = useMutation(ChooseEmailThemeDocument, {
    refetchQueries: ['EmailDesigner', 'EmailPreview'],
    awaitRefetchQueries: true,
  });
  const [saving, setSaving] = useState<string | null>(null);

  if (query.loading && !query.data) return <Skeleton active />;
  if (query.error || !query.data)
    return <Alert type="error" showIcon title="The themes could not be loaded. Please try again." />;
  const { emailThemes, emailTheme } = query.data;

  const onChoose = async (name: string) => {
    setSaving(name);
    try {
      await choose({ variables: { name } });
      toast({
        title: 'Theme saved',
        description: `Your campaign and sequence emails now use the ${name} theme.`,
        variant: 'success',
      });
    } catch (error) {
      failureToast(error, (info) => info.message, { fallback: 'Failed to save theme' });
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className="ff-email-designer">
      <Typography.Paragraph type="secondary">
        Your emails use the {emailTheme.name} theme. The colours of each theme are fixed.
      </Typography.Paragraph>
      <div className="ff-email-designer__grid">
        {emailThemes.map((theme) => (
          <ThemeCard
            key={theme.name}
            theme={theme}
            current={theme.name === emailTheme.name}
            saving={saving === theme.name}
            onChoose={() => void onChoose(theme.name)}
          />
        ))}
      </div>
    </div>
  );
}
