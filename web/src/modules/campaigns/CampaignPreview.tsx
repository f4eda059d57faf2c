type Props = { subject: string; content: string };

/** 001 §2.3: a live preview of the email as it is written. Content shows as text, never as HTML. */
export function CampaignPreview({ subject, content }: Props) {
  return (
    <section className="ff-campaign-preview" aria-label="Preview">
      <h3 className="ff-campaign-preview__title">Preview</h3>
      <div className="ff-campaign-preview__email">
        <div className="ff-campaign-preview__subject">
          <span className="ff-muted">Subject: </span>
          <strong data-testid="preview-subject">{subject.trim() || 'No subject yet'}</strong>
        </div>
        <div className="ff-campaign-preview__content" data-testid="preview-content">
          {content.trim() ? content : <span className="ff-muted">Your email content will appear here</span>}
        </div>
      </div>
    </section>
  );
}
