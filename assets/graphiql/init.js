/**
 * Starts GraphiQL on /graphiql (served as /graphiql/assets/init.js, after React, ReactDOM and
 * the GraphiQL bundle, which define the globals used here). Queries go to our own /graphql with
 * the sandbox cookie, like the landing page's calls.
 */

// Users, their posts and the posts' comments: a first query that shows nesting at work.
const EXAMPLE = `# Users, their posts and the posts' comments, in one request.
# Writes (mutations) land in your own sandbox, like REST writes.
# Subscriptions run here too: subscription { postAdded { id title } }
query UsersWithPosts {
  users(limit: 3) {
    id
    name
    avatar
    posts(limit: 2) {
      id
      title
      comments(limit: 2) {
        name
        email
      }
    }
  }
}
`

const url = new URL('/graphql', location.href)
// Subscriptions go over graphql-ws (bundled in GraphiQL) to the same path; the browser sends
// the sandbox cookie with the upgrade, so they hear the same sandbox as the queries.
const subscriptionUrl = new URL(url)
subscriptionUrl.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
const fetcher = GraphiQL.createFetcher({
  url: url.href,
  subscriptionUrl: subscriptionUrl.href,
  fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
})
ReactDOM.createRoot(document.getElementById('graphiql')).render(
  React.createElement(GraphiQL, {
    fetcher,
    defaultQuery: EXAMPLE,
    defaultEditorToolsVisibility: true,
  }),
)
