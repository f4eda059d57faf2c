import type { GraphQLSchema } from 'graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import { buildSchema, type AuthChecker } from 'type-graphql';
import { RESOLVERS } from '../../resolvers';
import type { RequestContext } from '../context';
import type { EventBus } from '../events/event-bus';

const authChecker: AuthChecker<RequestContext> = ({ context }) => context.actor !== null;

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
