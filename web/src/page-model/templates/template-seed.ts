import type { PageConfig } from '../types';

/** A template shipped with the app. Its id is fixed so seeding again updates it in place. */
export type TemplateSeed = {
  id: string;
  name: string;
  description: string;
  /** sales | landing | thankyou | splash | events | education */
  category: string;
  /** The average conversion rate quoted on the card, percent. */
  avgConversionRate: string;
  config: PageConfig;
};
