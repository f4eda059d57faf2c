import { AccountsResolver } from './modules/accounts/accounts.resolver';

/** Every GraphQL resolver class; the schema is built from these. */
export const RESOLVERS = [AccountsResolver] as const;
