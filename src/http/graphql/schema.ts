/**
 * The GraphQL schema (SPEC §12): the description's types and relations, the hosted original's
 * query and mutation names and arguments, and its alias fields `userId` and `postId`.
 */
const LIST_ARGS = `q: String, _sort: String, _order: String, page: Int, limit: Int`
const USER_ARGS = `username: String, email: String, phone: String, website: String, address: AddressInput, company: CompanyInput`

export const schema = /* GraphQL */ `
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
    _sandbox: String
    posts(${LIST_ARGS}): [Post!]!
    todos(${LIST_ARGS}, completed: Boolean): [Todo!]!
  }

  type Post {
    id: ID!
    user_id: ID
    userId: ID
    title: String
    body: String
    "Absolute URL of a generated SVG thumbnail."
    thumbnail: String
    _sandbox: String
    user: User
    comments(${LIST_ARGS}): [Comment!]!
  }

  type Comment {
    id: ID!
    post_id: ID
    postId: ID
    name: String
    email: String
    body: String
    _sandbox: String
    post: Post
  }

  type Todo {
    id: ID!
    user_id: ID
    userId: ID
    title: String
    completed: Boolean
    _sandbox: String
    user: User
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

  type Query {
    users(${LIST_ARGS}): [User!]!
    posts(${LIST_ARGS}, user_id: ID): [Post!]!
    comments(${LIST_ARGS}, post_id: ID): [Comment!]!
    todos(${LIST_ARGS}, user_id: ID, completed: Boolean): [Todo!]!
    user(id: ID!): User
    post(id: ID!): Post
    comment(id: ID!): Comment
    todo(id: ID!): Todo
    "The profile of the access token sent as Authorization: Bearer."
    me: User
  }

  type Mutation {
    login(username: String, email: String, password: String): AuthPayload!
    register(name: String!, username: String!, email: String!, password: String): AuthPayload!
    refreshToken(refreshToken: String!): TokenPayload!
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
  }
`
