import { attachForms, FORM_DEFAULTS } from './attach-forms';

/* The script of published pages with a lead form, run after the core one (which took the carried lead). */
attachForms(document, FORM_DEFAULTS, window.ffLeadToken);
