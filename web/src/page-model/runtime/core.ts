import '../page.css';
import { attachClicks, CLICK_DEFAULTS } from './attach-clicks';
import { attachEngagement, ENGAGEMENT_DEFAULTS } from './attach-engagement';
import { takeCarriedLead } from './take-carried-lead';

/*
 * The script every published page carries (inlined as a module script, or linked with `defer`,
 * so it runs once the document is parsed, before the page's other scripts): click reports,
 * dismissable banners, engagement. Every page takes a carried lead out of its address; pages with
 * a lead form hand it on to the forms script.
 */
window.ffLeadToken = takeCarriedLead();
attachClicks(document, CLICK_DEFAULTS);
attachEngagement(document, ENGAGEMENT_DEFAULTS);
