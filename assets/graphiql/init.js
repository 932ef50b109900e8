/**
 * Starts GraphiQL on /graphiql (served as /graphiql/assets/init.js, after React, ReactDOM and
 * the GraphiQL bundle, which define the globals used here). Queries go to our own /graphql with
 * the sandbox cookie, like the landing page's calls.
 */

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
// The first query runs on what this instance serves (the built-ins, or a db.json's collections).
void fetch('/graphiql/example.graphql')
  .then((res) => (res.ok ? res.text() : ''))
  .catch(() => '')
  .then((example) =>
    ReactDOM.createRoot(document.getElementById('graphiql')).render(
      React.createElement(GraphiQL, {
        fetcher,
        defaultQuery: example,
        defaultEditorToolsVisibility: true,
      }),
    ),
  )
