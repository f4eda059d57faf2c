import { ageGatePromo } from './age-gate-promo';
import { comingSoonWaitlist } from './coming-soon-waitlist';
import { conferenceTickets } from './conference-tickets';
import { courseEnrollment } from './course-enrollment';
import { downloadDelivered } from './download-delivered';
import { flashSaleSplash } from './flash-sale-splash';
import { freeEmailCourse } from './free-email-course';
import { freeQuoteRequest } from './free-quote-request';
import { highTicketCoaching } from './high-ticket-coaching';
import { leadMagnetGuide } from './lead-magnet-guide';
import { orderConfirmation } from './order-confirmation';
import { productSalesPage } from './product-sales-page';
import { saasFreeTrial } from './saas-free-trial';
import type { TemplateSeed } from './template-seed';
import { webinarConfirmation } from './webinar-confirmation';
import { webinarRegistration } from './webinar-registration';

export type { TemplateSeed } from './template-seed';

/**
 * The templates seeded on first boot (see template-seed.ts for the shape), grouped by category:
 * sales, landing, thank-you, splash, events, education. Each lives in its own file.
 */
export const TEMPLATES: readonly TemplateSeed[] = [
  productSalesPage,
  highTicketCoaching,
  saasFreeTrial,
  leadMagnetGuide,
  freeQuoteRequest,
  orderConfirmation,
  downloadDelivered,
  webinarConfirmation,
  flashSaleSplash,
  comingSoonWaitlist,
  ageGatePromo,
  webinarRegistration,
  conferenceTickets,
  courseEnrollment,
  freeEmailCourse,
];
