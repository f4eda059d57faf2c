import { EditOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import type { AffiliateAccountFieldsFragment } from '../../gql/graphql';
import { affiliateLinkOf } from './affiliate-link';
import { ChangeCodeDialog } from './ChangeCodeDialog';
import { CopyButton } from './CopyButton';

/**
 * 001 §2.7 'Your Affiliate Links': the code and the link, each with a copy button; while the
 * code may still be changed (once), a 'Change' control next to it.
 */
export function AffiliateLinks({ affiliate }: { affiliate: AffiliateAccountFieldsFragment }) {
  const [changing, setChanging] = useState(false);
  const code = affiliate.affiliateCode;
  const link = affiliateLinkOf(code);
  return (
    <Card className="ff-affiliate-links" title={<h2 className="ff-card-heading">Your Affiliate Links</h2>}>
      <dl className="ff-affiliate-links__list">
        <div className="ff-affiliate-links__item">
          <dt>Affiliate code</dt>
          <dd>
            <code className="ff-affiliate-links__value">{code}</code>
            <span className="ff-affiliate-links__actions">
              <CopyButton text={code} label="Copy affiliate code" copied="Code copied!" />
              {affiliate.canChangeCode ? (
                <Button icon={<EditOutlined />} onClick={() => setChanging(true)}>
                  Change code
                </Button>
              ) : null}
            </span>
          </dd>
        </div>
        <div className="ff-affiliate-links__item">
          <dt>Affiliate link</dt>
          <dd>
            <a className="ff-affiliate-links__value" href={link} target="_blank" rel="noopener">
              {link}
            </a>
            <span className="ff-affiliate-links__actions">
              <CopyButton text={link} label="Copy affiliate link" copied="Link copied!" />
            </span>
          </dd>
        </div>
      </dl>
      {changing ? <ChangeCodeDialog current={code} onClose={() => setChanging(false)} /> : null}
    </Card>
  );
}
