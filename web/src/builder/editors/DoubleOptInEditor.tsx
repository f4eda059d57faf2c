import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { EmailStatusDocument } from '../../gql/graphql';
import { DEFAULT_CONSENT_TEXT, MAX_CONSENT_TEXT } from '../../page-model/consent-text';
import type { PageElement } from '../../page-model/types';
import { SwitchField, TextAreaField } from './fields';

export const DOUBLE_OPT_IN_LABEL = 'Double opt-in (confirm by email)';

/**
 * A lead form's double opt-in (issue 24): off by default. On, each new lead gets an email with a
 * link to confirm and stays 'Pending confirmation' (no campaign or sequence mails it) until it is
 * followed; the consent text shows under the form and is kept with the lead's consent record.
 * Without an SMTP server no confirmation can go out, which it says.
 */
export function DoubleOptInEditor({
  element,
  onChange,
}: {
  element: PageElement;
  onChange(element: PageElement): void;
}) {
  const on = element.doubleOptIn === true;
  const status = useQuery(EmailStatusDocument, { skip: !on });
  const noSmtp = on && status.data?.emailStatus.configured === false;
  return (
    <div className="ff-double-opt-in">
      <SwitchField
        label={DOUBLE_OPT_IN_LABEL}
        value={on}
        hint="New leads get an email with a link to confirm. Until they follow it they are 'Pending confirmation' and no campaign or sequence emails them."
        onChange={(value) => {
          // Off leaves no trace, so the form is stored (and published) exactly as before.
          const { doubleOptIn: _on, consentText: _text, ...rest } = element;
          onChange(
            value
              ? { ...rest, doubleOptIn: true, consentText: element.consentText ?? DEFAULT_CONSENT_TEXT }
              : rest,
          );
        }}
      />
      {noSmtp ? (
        <Alert
          type="warning"
          showIcon
          title="Confirmation emails need Email Settings"
          description={
            <>
              No SMTP server is set up, so no confirmation email can go out and leads from this form stay
              pending. <Link to="/email-settings">Set up Email Settings</Link>
            </>
          }
        />
      ) : null}
      {on ? (
        <TextAreaField
          label="Consent text"
          value={element.consentText ?? DEFAULT_CONSENT_TEXT}
          rows={2}
          maxLength={MAX_CONSENT_TEXT}
          hint="Shown under the form and stored with each lead's consent record."
          onChange={(consentText) => onChange({ ...element, consentText })}
        />
      ) : null}
    </div>
  );
}
