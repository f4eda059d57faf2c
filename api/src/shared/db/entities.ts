import { MODULES } from '../../modules';
import { CreatedEntity, TimestampedEntity } from './base.entity';

/** Every table of the stored-data schema: the base classes and each module's entities. */
export const ENTITIES = [CreatedEntity, TimestampedEntity, ...MODULES.flatMap((module) => module.entities)];
