import type { GraphQLSchema } from 'graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import { buildSchema, type AuthChecker, type NonEmptyArray } from 'type-graphql';
import { MODULES } from '../../modules';
import type { RequestContext } from '../context';
import type { EventBus } from '../events/event-bus';
import type { ClassList } from '../modules/module';

const authChecker: AuthChecker<RequestContext> = ({ context }) => context.actor !== null;

/** Every module's resolvers, in module order. */
export const RESOLVERS = MODULES.flatMap((module) => module.resolvers ?? []) as unknown as NonEmptyArray<
  ClassList[number]
>;

export function buildAppSchema(events: EventBus): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: RESOLVERS,
    pubSub: events,
    authChecker,
    authMode: 'error',
    scalarsMap: [{ type: Date, scalar: DateTimeISOResolver }],
    validate: false,
    emitSchemaFile: false,
  });
}
