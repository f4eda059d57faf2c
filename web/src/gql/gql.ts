/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  membershipLevel\n  createdAt\n}\n\nquery Me {\n  me {\n    ...CurrentUser\n  }\n}\n\nmutation SignIn($input: CredentialsInput!) {\n  signIn(input: $input) {\n    ...CurrentUser\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    ...CurrentUser\n  }\n}\n\nsubscription MeUpdated {\n  meUpdated {\n    ...CurrentUser\n  }\n}": typeof types.CurrentUserFragmentDoc,
    "fragment FunnelCard on Funnel {\n  id\n  name\n  description\n  templateType\n  status\n  totalViews\n  totalConversions\n  conversionRate\n  updatedAt\n  publishedAt\n}\n\nquery Funnels($filter: FunnelFilter) {\n  funnels(filter: $filter) {\n    total\n    items {\n      ...FunnelCard\n    }\n  }\n}\n\nquery FunnelStats {\n  funnelStats {\n    total\n    published\n    totalViews\n    avgConversion\n  }\n}\n\nmutation PublishFunnel($id: ID!) {\n  publishFunnel(id: $id) {\n    ...FunnelCard\n  }\n}\n\nmutation UnpublishFunnel($id: ID!) {\n  unpublishFunnel(id: $id) {\n    ...FunnelCard\n  }\n}\n\nmutation DuplicateFunnel($id: ID!) {\n  duplicateFunnel(id: $id) {\n    ...FunnelCard\n  }\n}\n\nmutation DeleteFunnel($id: ID!) {\n  deleteFunnel(id: $id) {\n    id\n    originalFunnelId\n  }\n}\n\nquery PreviewFunnel($id: ID!) {\n  previewFunnel(id: $id) {\n    id\n    name\n    status\n    config\n  }\n}": typeof types.FunnelCardFragmentDoc,
    "query RecycledFunnels {\n  recycledFunnels {\n    id\n    originalFunnelId\n    name\n    description\n    templateType\n    totalViews\n    conversionRate\n    deletedAt\n    permanentDeleteAt\n  }\n}\n\nmutation RestoreFunnel($id: ID!) {\n  restoreFunnel(id: $id) {\n    id\n    name\n  }\n}\n\nmutation DeleteFunnelForever($id: ID!) {\n  deleteFunnelForever(id: $id)\n}\n\nmutation EmptyRecycleBin {\n  emptyRecycleBin\n}": typeof types.RecycledFunnelsDocument,
    "query Templates($category: String) {\n  templates(category: $category) {\n    id\n    name\n    description\n    category\n    avgConversionRate\n    previewImage\n  }\n}": typeof types.TemplatesDocument,
};
const documents: Documents = {
    "fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  membershipLevel\n  createdAt\n}\n\nquery Me {\n  me {\n    ...CurrentUser\n  }\n}\n\nmutation SignIn($input: CredentialsInput!) {\n  signIn(input: $input) {\n    ...CurrentUser\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    ...CurrentUser\n  }\n}\n\nsubscription MeUpdated {\n  meUpdated {\n    ...CurrentUser\n  }\n}": types.CurrentUserFragmentDoc,
    "fragment FunnelCard on Funnel {\n  id\n  name\n  description\n  templateType\n  status\n  totalViews\n  totalConversions\n  conversionRate\n  updatedAt\n  publishedAt\n}\n\nquery Funnels($filter: FunnelFilter) {\n  funnels(filter: $filter) {\n    total\n    items {\n      ...FunnelCard\n    }\n  }\n}\n\nquery FunnelStats {\n  funnelStats {\n    total\n    published\n    totalViews\n    avgConversion\n  }\n}\n\nmutation PublishFunnel($id: ID!) {\n  publishFunnel(id: $id) {\n    ...FunnelCard\n  }\n}\n\nmutation UnpublishFunnel($id: ID!) {\n  unpublishFunnel(id: $id) {\n    ...FunnelCard\n  }\n}\n\nmutation DuplicateFunnel($id: ID!) {\n  duplicateFunnel(id: $id) {\n    ...FunnelCard\n  }\n}\n\nmutation DeleteFunnel($id: ID!) {\n  deleteFunnel(id: $id) {\n    id\n    originalFunnelId\n  }\n}\n\nquery PreviewFunnel($id: ID!) {\n  previewFunnel(id: $id) {\n    id\n    name\n    status\n    config\n  }\n}": types.FunnelCardFragmentDoc,
    "query RecycledFunnels {\n  recycledFunnels {\n    id\n    originalFunnelId\n    name\n    description\n    templateType\n    totalViews\n    conversionRate\n    deletedAt\n    permanentDeleteAt\n  }\n}\n\nmutation RestoreFunnel($id: ID!) {\n  restoreFunnel(id: $id) {\n    id\n    name\n  }\n}\n\nmutation DeleteFunnelForever($id: ID!) {\n  deleteFunnelForever(id: $id)\n}\n\nmutation EmptyRecycleBin {\n  emptyRecycleBin\n}": types.RecycledFunnelsDocument,
    "query Templates($category: String) {\n  templates(category: $category) {\n    id\n    name\n    description\n    category\n    avgConversionRate\n    previewImage\n  }\n}": types.TemplatesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  membershipLevel\n  createdAt\n}\n\nquery Me {\n  me {\n    ...CurrentUser\n  }\n}\n\nmutation SignIn($input: CredentialsInput!) {\n  signIn(input: $input) {\n    ...CurrentUser\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    ...CurrentUser\n  }\n}\n\nsubscription MeUpdated {\n  meUpdated {\n    ...CurrentUser\n  }\n}"): (typeof documents)["fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  membershipLevel\n  createdAt\n}\n\nquery Me {\n  me {\n    ...CurrentUser\n  }\n}\n\nmutation SignIn($input: CredentialsInput!) {\n  signIn(input: $input) {\n    ...CurrentUser\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    ...CurrentUser\n  }\n}\n\nsubscription MeUpdated {\n  meUpdated {\n    ...CurrentUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FunnelCard on Funnel {\n  id\n  name\n  description\n  templateType\n  status\n  totalViews\n  totalConversions\n  conversionRate\n  updatedAt\n  publishedAt\n}\n\nquery Funnels($filter: FunnelFilter) {\n  funnels(filter: $filter) {\n    total\n    items {\n      ...FunnelCard\n    }\n  }\n}\n\nquery FunnelStats {\n  funnelStats {\n    total\n    published\n    totalViews\n    avgConversion\n  }\n}\n\nmutation PublishFunnel($id: ID!) {\n  publishFunnel(id: $id) {\n    ...FunnelCard\n  }\n}\n\nmutation UnpublishFunnel($id: ID!) {\n  unpublishFunnel(id: $id) {\n    ...FunnelCard\n  }\n}\n\nmutation DuplicateFunnel($id: ID!) {\n  duplicateFunnel(id: $id) {\n    ...FunnelCard\n  }\n}\n\nmutation DeleteFunnel($id: ID!) {\n  deleteFunnel(id: $id) {\n    id\n    originalFunnelId\n  }\n}\n\nquery PreviewFunnel($id: ID!) {\n  previewFunnel(id: $id) {\n    id\n    name\n    status\n    config\n  }\n}"): (typeof documents)["fragment FunnelCard on Funnel {\n  id\n  name\n  description\n  templateType\n  status\n  totalViews\n  totalConversions\n  conversionRate\n  updatedAt\n  publishedAt\n}\n\nquery Funnels($filter: FunnelFilter) {\n  funnels(filter: $filter) {\n    total\n    items {\n      ...FunnelCard\n    }\n  }\n}\n\nquery FunnelStats {\n  funnelStats {\n    total\n    published\n    totalViews\n    avgConversion\n  }\n}\n\nmutation PublishFunnel($id: ID!) {\n  publishFunnel(id: $id) {\n    ...FunnelCard\n  }\n}\n\nmutation UnpublishFunnel($id: ID!) {\n  unpublishFunnel(id: $id) {\n    ...FunnelCard\n  }\n}\n\nmutation DuplicateFunnel($id: ID!) {\n  duplicateFunnel(id: $id) {\n    ...FunnelCard\n  }\n}\n\nmutation DeleteFunnel($id: ID!) {\n  deleteFunnel(id: $id) {\n    id\n    originalFunnelId\n  }\n}\n\nquery PreviewFunnel($id: ID!) {\n  previewFunnel(id: $id) {\n    id\n    name\n    status\n    config\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecycledFunnels {\n  recycledFunnels {\n    id\n    originalFunnelId\n    name\n    description\n    templateType\n    totalViews\n    conversionRate\n    deletedAt\n    permanentDeleteAt\n  }\n}\n\nmutation RestoreFunnel($id: ID!) {\n  restoreFunnel(id: $id) {\n    id\n    name\n  }\n}\n\nmutation DeleteFunnelForever($id: ID!) {\n  deleteFunnelForever(id: $id)\n}\n\nmutation EmptyRecycleBin {\n  emptyRecycleBin\n}"): (typeof documents)["query RecycledFunnels {\n  recycledFunnels {\n    id\n    originalFunnelId\n    name\n    description\n    templateType\n    totalViews\n    conversionRate\n    deletedAt\n    permanentDeleteAt\n  }\n}\n\nmutation RestoreFunnel($id: ID!) {\n  restoreFunnel(id: $id) {\n    id\n    name\n  }\n}\n\nmutation DeleteFunnelForever($id: ID!) {\n  deleteFunnelForever(id: $id)\n}\n\nmutation EmptyRecycleBin {\n  emptyRecycleBin\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Templates($category: String) {\n  templates(category: $category) {\n    id\n    name\n    description\n    category\n    avgConversionRate\n    previewImage\n  }\n}"): (typeof documents)["query Templates($category: String) {\n  templates(category: $category) {\n    id\n    name\n    description\n    category\n    avgConversionRate\n    previewImage\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;