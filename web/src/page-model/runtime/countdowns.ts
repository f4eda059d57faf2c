import { attachCountdowns, COUNTDOWN_DEFAULTS } from './attach-countdowns';

/* The script of published pages with a countdown. */
attachCountdowns(document, COUNTDOWN_DEFAULTS);
