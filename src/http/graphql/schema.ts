import { DEFAULT_MAX_LIMIT } from '../../domain/limits.ts'
import { embedsOf, expandsOf } from '../../domain/links.ts'
import { DEFAULT_LIMIT } from '../../domain/list/paginate.ts'
import {
  type FilterName,
  RESOURCE_LINKS,
  RESOURCES,
  type ResourceName,
} from '../../domain/resources.ts'
import { builtinWhereInputs, filterInputs, TYPE_NAMES } from './where.ts'

/**
 * The GraphQL schema (docs/contract/graphql.md): the contract's types and relations, the hosted
 * original's query and mutation names and arguments, its alias fields `userId`, `postId` and `albumId`,
 * and the query language of REST lists as `where` inputs generated from the field tables.
 */

/**
 * The arguments of every list, each with the one line GraphiQL shows; `maxLimit` is the
 * page-size cap the server was started with (`--max-limit`).
 */
export const listArgs = (type: string, maxLimit: number) => `
    "Case-insensitive substring of the text fields (never a regular expression)."
    q: String
    "Sort fields, comma-separated, as REST's _sort: 'name' or '-title,id' (a minus sorts descending)."
    _sort: String
    "asc or desc for each _sort field in turn, comma-separated (missing: asc; case-insensitive)."
    _order: String
    "Page number, from 1."
    page: Int
    "Records per page: 1 to ${maxLimit} (a larger limit is clamped to ${maxLimit}); ${Math.min(DEFAULT_LIMIT, maxLimit)} when absent."
    limit: Int
    "Conditions on the fields (operators eq ne gt gte lt lte like in, AND, OR), as REST's filters."
    where: ${type}Where`
const USER_ID_ARGS = `
    "Only the records of this user."
    user_id: ID
    "Same as user_id (the hosted original's name); when both are given they must be equal."
    userId: ID`
const POST_ID_ARGS = `
    "Only the comments of this post."
    post_id: ID
    "Same as post_id (the hosted original's name); when both are given they must be equal."
    postId: ID`
const ALBUM_ID_ARGS = `
    "Only the photos of this album."
    album_id: ID
    "Same as album_id (the hosted original's name); when both are given they must be equal."
    albumId: ID`
const COMPLETED_ARG = `
    "Only done (true) or open (false) todos."
    completed: Boolean`
export const CURSOR_ARG = `
    "Cursor mode: an empty string asks for the first page, then pass pagination.nextCursor or prevCursor; not with page."
    cursor: String`

/** The list filters a resource's arguments take beside the shared ones, each as GraphQL says it. */
const FILTER_ARGS: Record<FilterName, string> = {
  user_id: USER_ID_ARGS,
  post_id: POST_ID_ARGS,
  album_id: ALBUM_ID_ARGS,
  completed: COMPLETED_ARG,
}

/**
 * A type's relation fields, one per link of the resources (links.ts): its parents
 * (`Post.user`), then its children (`User.posts`), a list that takes the child's arguments less
 * the filter the link fixes.
 */
const relationFields = (resource: ResourceName, maxLimit: number) =>
  [
    ...expandsOf(RESOURCE_LINKS, resource).map(
      (l) => `
    ${l.expandKey}: ${TYPE_NAMES[l.parent]}`,
    ),
    ...embedsOf(RESOURCE_LINKS, resource).map((l) => {
      const type = TYPE_NAMES[l.child]
      const filters = RESOURCES[l.child].filters.filter((f) => f !== l.field)
      return `
    ${l.embedKey}(${listArgs(type, maxLimit)}${filters.map((f) => FILTER_ARGS[f]).join('')}
    ): [${type}!]!`
    }),
  ].join('')

/** A page of a resource: its records and where they stand in the whole list. */
const pageType = (type: string) => `
  "A page of ${type} records with its pagination."
  type ${type}Page {
    data: [${type}!]!
    pagination: Pagination!
  }`

const USER_ARGS = `username: String, email: String, phone: String, website: String, address: AddressInput, company: CompanyInput`

/** The built-in schema for a page-size cap; `schema` is the one of the default cap. */
export const schemaFor = (maxLimit: number) => /* GraphQL */ `
  "Street, city and zip code."
  type Address {
    street: String
    city: String
    zipcode: String
  }

  type Company {
    name: String
    catchPhrase: String
  }

  type User {
    id: ID!
    name: String
    username: String
    email: String
    "Absolute URL of a generated SVG avatar."
    avatar: String
    phone: String
    website: String
    address: Address
    company: Company
    "created or updated when the record comes from your sandbox."
    _sandbox: String${relationFields('users', maxLimit)}
  }

  type Post {
    id: ID!
    user_id: ID
    userId: ID
    title: String
    body: String
    "Absolute URL of a generated SVG thumbnail."
    thumbnail: String
    _sandbox: String${relationFields('posts', maxLimit)}
  }

  type Comment {
    id: ID!
    post_id: ID
    postId: ID
    name: String
    email: String
    body: String
    _sandbox: String${relationFields('comments', maxLimit)}
  }

  type Todo {
    id: ID!
    user_id: ID
    userId: ID
    title: String
    completed: Boolean
    _sandbox: String${relationFields('todos', maxLimit)}
  }

  type Album {
    id: ID!
    user_id: ID
    userId: ID
    title: String
    _sandbox: String${relationFields('albums', maxLimit)}
  }

  type Photo {
    id: ID!
    album_id: ID
    albumId: ID
    title: String
    "The 600 × 600 image; a root-relative URL is answered absolute."
    url: String
    "The 150 × 150 image; a root-relative URL is answered absolute."
    thumbnailUrl: String
    _sandbox: String${relationFields('photos', maxLimit)}
  }

  type AuthPayload {
    access_token: String!
    refresh_token: String!
    token_type: String!
    expires_in: Int!
    expires_at: String!
    user: User
  }

  type TokenPayload {
    access_token: String!
    refresh_token: String!
    token_type: String!
    expires_in: Int!
    expires_at: String!
  }

  input AddressInput {
    street: String
    city: String
    zipcode: String
  }

  input CompanyInput {
    name: String
    catchPhrase: String
  }

  """
  Where a page stands in its list. Pages by number fill page, totalPages, hasNextPage and
  hasPrevPage; cursor mode fills nextCursor, prevCursor and hasMore. The others are null.
  """
  type Pagination {
    "Records per page, as clamped (at most ${maxLimit})."
    limit: Int!
    "Records in the whole list, every condition applied."
    total: Int!
    page: Int
    totalPages: Int
    hasNextPage: Boolean
    hasPrevPage: Boolean
    "Pass as cursor for the next page; null on the last one."
    nextCursor: String
    "Pass as cursor for the previous page; null on the first one."
    prevCursor: String
    hasMore: Boolean
  }
${pageType('User')}
${pageType('Post')}
${pageType('Comment')}
${pageType('Todo')}
${pageType('Album')}
${pageType('Photo')}

${filterInputs()}

${builtinWhereInputs()}

  "The card a payment intent was confirmed with (never its number or CVC)."
  type PaymentCard {
    brand: String!
    last4: String!
    exp_month: Int!
    exp_year: Int!
    "authenticated or failed when 3-D Secure ran; null otherwise."
    three_d_secure_result: String
  }

  "Why the last confirm of a payment intent failed."
  type PaymentError {
    "card_declined, velocity_limit_exceeded or processing_error."
    code: String!
    "generic_decline, insufficient_funds, expired_card, incorrect_cvc, postal_code_invalid, fraudulent, stolen_card, 3ds_failed, …"
    decline_code: String!
    message: String!
  }

  "A test-mode payment: the same intents as /api/v1/payments/intents."
  type PaymentIntent {
    "pi_test_…"
    id: ID!
    "In minor units (1234 = 12.34)."
    amount: Int!
    currency: String!
    "requires_payment_method, requires_action, requires_capture, succeeded, canceled, refunded or partially_refunded."
    status: String!
    capture_method: String!
    client_secret: String!
    customer: String
    receipt_email: String
    description: String
    "The metadata object as a JSON string."
    metadata: String
    amount_capturable: Int!
    amount_received: Int!
    amount_refunded: Int!
    payment_method: PaymentCard
    last_payment_error: PaymentError
    "three_d_secure while requires_action: answer the challenge over REST (POST …/confirm-3ds)."
    next_action: String
    cancellation_reason: String
    canceled_at: Int
    "Unix seconds."
    created: Int!
  }

  type Refund {
    "re_test_…"
    id: ID!
    amount: Int!
    currency: String!
    payment_intent: ID!
    reason: String
    status: String!
    created: Int!
  }

  type CheckoutLineItem {
    name: String!
    amount: Int!
    currency: String!
    quantity: Int!
    amount_total: Int!
  }

  "A checkout session: its url opens the hosted test checkout page."
  type CheckoutSession {
    "cs_test_…"
    id: ID!
    url: String!
    "open, complete or expired."
    status: String!
    "unpaid or paid."
    payment_status: String!
    mode: String!
    currency: String!
    amount_total: Int!
    line_items: [CheckoutLineItem!]!
    customer_email: String
    success_url: String!
    cancel_url: String!
    "The metadata object as a JSON string."
    metadata: String
    payment_intent: ID
    created: Int!
    expires_at: Int!
  }

  "A test card: number, or card_number / cardNumber; exp_month / expMonth; exp_year / expYear."
  input CardInput {
    number: String
    card_number: String
    cardNumber: String
    exp_month: Int
    expMonth: Int
    exp_year: Int
    expYear: Int
    cvc: String
    postal_code: String
  }

  input CheckoutLineItemInput {
    name: String!
    "Unit price in minor units."
    amount: Int!
    currency: String!
    quantity: Int
  }

  type Query {
    users(${listArgs('User', maxLimit)}
    ): [User!]!
    posts(${listArgs('Post', maxLimit)}${USER_ID_ARGS}
    ): [Post!]!
    comments(${listArgs('Comment', maxLimit)}${POST_ID_ARGS}
    ): [Comment!]!
    todos(${listArgs('Todo', maxLimit)}${USER_ID_ARGS}${COMPLETED_ARG}
    ): [Todo!]!
    albums(${listArgs('Album', maxLimit)}${USER_ID_ARGS}
    ): [Album!]!
    photos(${listArgs('Photo', maxLimit)}${ALBUM_ID_ARGS}
    ): [Photo!]!
    "The users list with its pagination, by page number or by cursor."
    usersPage(${listArgs('User', maxLimit)}${CURSOR_ARG}
    ): UserPage!
    "The posts list with its pagination, by page number or by cursor."
    postsPage(${listArgs('Post', maxLimit)}${USER_ID_ARGS}${CURSOR_ARG}
    ): PostPage!
    "The comments list with its pagination, by page number or by cursor."
    commentsPage(${listArgs('Comment', maxLimit)}${POST_ID_ARGS}${CURSOR_ARG}
    ): CommentPage!
    "The todos list with its pagination, by page number or by cursor."
    todosPage(${listArgs('Todo', maxLimit)}${USER_ID_ARGS}${COMPLETED_ARG}${CURSOR_ARG}
    ): TodoPage!
    "The albums list with its pagination, by page number or by cursor."
    albumsPage(${listArgs('Album', maxLimit)}${USER_ID_ARGS}${CURSOR_ARG}
    ): AlbumPage!
    "The photos list with its pagination, by page number or by cursor."
    photosPage(${listArgs('Photo', maxLimit)}${ALBUM_ID_ARGS}${CURSOR_ARG}
    ): PhotoPage!
    user(id: ID!): User
    post(id: ID!): Post
    comment(id: ID!): Comment
    todo(id: ID!): Todo
    album(id: ID!): Album
    photo(id: ID!): Photo
    "The profile of the access token sent as Authorization: Bearer."
    me: User
    "Payment intents of your sandbox, newest first."
    paymentIntents(
      page: Int
      limit: Int
      "Only this customer's (cus_test_…)."
      customer: String
      "Only intents in this status."
      status: String
    ): [PaymentIntent!]!
    paymentIntent(id: ID!): PaymentIntent
    "Files uploaded to your sandbox, newest first. Uploading is REST only (multipart): POST /api/v1/uploads."
    uploads(
      "general, avatars, documents or products."
      category: String
      page: Int
      limit: Int
    ): [UploadedFile!]!
    upload(id: ID!): UploadedFile
  }

  "A file uploaded to your sandbox, as GET /api/v1/uploads/{id} shows it."
  type UploadedFile {
    "file_<token>."
    id: ID!
    filename: String!
    "The type read from the bytes, not the one the client declared."
    mimetype: String!
    sizeBytes: Int!
    category: String!
    "Where the content is served."
    url: String!
    secure_url: String!
    public_id: String!
    format: String
    "For PNG, JPEG, GIF, WebP and SVG; null otherwise."
    dimensions: ImageDimensions
    description: String
    tags: [String!]!
    created_at: String!
    _sandbox: String
  }

  type ImageDimensions {
    width: Int!
    height: Int!
  }

  "A change of a custom collection's record, as customRecordMutated hears it."
  type CustomRecordEvent {
    "The record's id; null for a change of the whole collection (dropped, filled from a template)."
    id: ID
    "The event's id (evt_…), as sandboxEvents and the SSE stream show it."
    eventId: ID!
    collection: String!
    "created, updated or deleted."
    action: String!
    "The record as a JSON string (after the change; the deleted record on delete)."
    data: String
    "When the change happened (ISO 8601)."
    created_at: String!
  }

  "One event of your sandbox, as the SSE stream at /api/v1/stream sends it."
  type SandboxEvent {
    "evt_<uuid>."
    id: ID!
    "post.created, custom.products.deleted, session.reset, auth.login, …"
    type: String!
    "posts, custom/products, session, auth, …"
    resource: String!
    "created, updated, deleted, reset, imported, login, …"
    action: String!
    recordId: String
    "The event's data as a JSON string."
    data: String
    timestamp: String!
  }

  """
  Live events of your sandbox over WebSocket (graphql-ws, subprotocol graphql-transport-ws), at
  the same URL as queries. The sandbox comes from the pg_identity cookie, or connection_init's
  payload: {identity}, {"X-Playground-Identity"} or {token} (an access token).
  """
  type Subscription {
    "Each post created in your sandbox, by REST, GraphQL or import."
    postAdded: Post
    "Each comment created in your sandbox, only under this post when one is given."
    commentAdded(${POST_ID_ARGS}
    ): Comment
    "Each update of a todo in your sandbox (not its creation or deletion), only this user's when one is given."
    todoUpdated(${USER_ID_ARGS}
    ): Todo
    "Each record created, updated or deleted in this custom collection."
    customRecordMutated(collection: String!): CustomRecordEvent
    "Every event of your sandbox, or those matching types (post.*, comment.created, custom.*)."
    sandboxEvents(types: [String!]): SandboxEvent
  }

  type Mutation {
    "expiresIn: the access token's lifetime (30, 30s, 5m, 2h, 1d; negative: already expired), as X-Simulate-JWT-Expiry."
    login(username: String, email: String, password: String, expiresIn: String): AuthPayload!
    register(
      name: String!
      username: String!
      email: String!
      password: String
      expiresIn: String
    ): AuthPayload!
    "A spent refresh token revokes its whole family: REFRESH_TOKEN_REUSED."
    refreshToken(refreshToken: String!, expiresIn: String): TokenPayload!
    createUser(name: String!, ${USER_ARGS}): User!
    updateUser(id: ID!, name: String, ${USER_ARGS}): User!
    deleteUser(id: ID!): Boolean!
    "Give the author as user_id or userId (or both, equal)."
    createPost(user_id: ID, userId: ID, title: String!, body: String): Post!
    "Setting user_id or userId sets both; null on either removes both."
    updatePost(id: ID!, user_id: ID, userId: ID, title: String, body: String): Post!
    deletePost(id: ID!): Boolean!
    "Give the post as post_id or postId (or both, equal)."
    createComment(
      post_id: ID
      postId: ID
      name: String!
      email: String!
      body: String!
    ): Comment!
    "Setting post_id or postId sets both; null on either removes both."
    updateComment(
      id: ID!
      post_id: ID
      postId: ID
      name: String
      email: String
      body: String
    ): Comment!
    deleteComment(id: ID!): Boolean!
    "Give the owner as user_id or userId (or both, equal)."
    createTodo(user_id: ID, userId: ID, title: String!, completed: Boolean): Todo!
    "Setting user_id or userId sets both; null on either removes both."
    updateTodo(id: ID!, user_id: ID, userId: ID, title: String, completed: Boolean): Todo!
    deleteTodo(id: ID!): Boolean!
    "Give the owner as user_id or userId (or both, equal)."
    createAlbum(user_id: ID, userId: ID, title: String!): Album!
    "Setting user_id or userId sets both; null on either removes both."
    updateAlbum(id: ID!, user_id: ID, userId: ID, title: String): Album!
    deleteAlbum(id: ID!): Boolean!
    "Give the album as album_id or albumId (or both, equal)."
    createPhoto(
      album_id: ID
      albumId: ID
      title: String!
      url: String
      thumbnailUrl: String
    ): Photo!
    "Setting album_id or albumId sets both; null on either removes both."
    updatePhoto(
      id: ID!
      album_id: ID
      albumId: ID
      title: String
      url: String
      thumbnailUrl: String
    ): Photo!
    deletePhoto(id: ID!): Boolean!
    "metadata: a JSON object as a string, as REST's body holds it."
    createPaymentIntent(
      amount: Int!
      currency: String!
      capture_method: String
      customer: String
      receipt_email: String
      description: String
      metadata: String
    ): PaymentIntent!
    "A decline is an error with extensions.code card_declined, decline_code and payment_intent."
    confirmPaymentIntent(id: ID!, payment_method: CardInput!): PaymentIntent!
    "All that is left when amount is absent; more than was captured is VALIDATION_FAILED."
    refundPayment(payment_intent: ID!, amount: Int, reason: String): Refund!
    createCheckoutSession(
      line_items: [CheckoutLineItemInput!]!
      mode: String!
      customer_email: String
      success_url: String!
      cancel_url: String!
      metadata: String
    ): CheckoutSession!
  }
`

export const schema = schemaFor(DEFAULT_MAX_LIMIT)
