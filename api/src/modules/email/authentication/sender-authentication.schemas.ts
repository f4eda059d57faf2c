import { z } from 'zod';

const flag = (label: string) =>
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: `${label} must be true or false` }),
  );

/** Turning DKIM signing on or off; on needs the record found, unless `signAnyway`. */
export const dkimSigningSchema = z.object({
  enabled: flag('Enabled'),
  signAnyway: flag('Sign anyway').optional().default(false),
});
