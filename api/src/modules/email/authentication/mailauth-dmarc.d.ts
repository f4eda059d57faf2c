// mailauth ships no types for its DMARC record helper: the one call used here.
declare module 'mailauth/lib/dmarc/get-dmarc-record' {
  import type { DNSResolver } from 'mailauth';
  type DmarcRecord = {
    v: string;
    p?: string;
    sp?: string;
    rua?: string;
    /** The record as published. */
    rr: string;
    /** True when inherited from the organizational domain (or a PSD). */
    isOrgRecord: boolean;
    recordDomain: string;
    orgDomain: string | null;
  };
  function getDmarcRecord(domain: string, resolver?: DNSResolver): Promise<DmarcRecord | false>;
  export = getDmarcRecord;
}
