/** A template shipped with the app (the shape is part of the contract the api reads). */
export type { TemplateSeed } from '../contract';
