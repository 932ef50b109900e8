import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  gql,
  HttpLink,
  InMemoryCache,
} from '@apollo/client'
import { GraphQLWsLink } from '@apollo/client/link/subscriptions'
import { createClient } from 'graphql-ws'
import WebSocket from 'ws'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'

/**
 * Apollo Client 4's core (no React), given only the built server's `/graphql` URL and the
 * sandbox as a header, queries and mutates over HTTP and subscribes over graphql-ws at the same
 * path (docs/contract/graphql.md). Expected values come from the scale-1 baseline
 * (docs/contract/baseline-and-overlay.md#baseline): 100 posts, four per user (user n wrote
 * posts 4n-3 to 4n); users 1-10 are JSONPlaceholder's.
 */

type Post = {
  id: string
  title: string
  body?: string
  userId: string
  user?: { id: string; name: string } | null
}

function clientFor(url: string, identity: string) {
  const http = new HttpLink({
    uri: `${url}/graphql`,
    headers: { 'X-Playground-Identity': identity },
  })
  // Node 20 has no global WebSocket: graphql-ws takes `ws`'s, as its docs show for Node.
  const sockets = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { 'X-Playground-Identity': identity },
  })
  const client = new ApolloClient({
    link: ApolloLink.split(
      ({ operationType }) => operationType === 'subscription',
      new GraphQLWsLink(sockets),
      http,
    ),
    cache: new InMemoryCache(),
  })
  return {
    client,
    async close() {
      client.stop()
      await sockets.dispose()
    },
  }
}

const CREATE_POST = gql`
  mutation CreatePost($userId: ID!, $title: String!, $body: String) {
    createPost(userId: $userId, title: $title, body: $body) {
      id
      title
      body
      userId
    }
  }
`
const POST = gql`
  query Post($id: ID!) {
    post(id: $id) {
      id
      title
      body
      userId
      user {
        id
        name
      }
    }
  }
`

test('@apollo/client against /graphql', async (t) => {
  const server = await serveBuiltCli(t)

  await t.test('a query reads posts in order, with their users', async (t) => {
    const { client, close } = clientFor(server.url, 'apollo-reader')
    t.after(close)
    const { data } = await client.query<{
      posts: Post[]
      user: { name: string; username: string; address: { city: string }; posts: Post[] }
    }>({
      query: gql`
        query Newest {
          posts(limit: 3, _sort: "id", _order: "desc") {
            id
            title
            userId
            user {
              id
              name
            }
          }
          user(id: "1") {
            name
            username
            address {
              city
            }
            posts(limit: 10) {
              id
            }
          }
        }
      `,
    })
    assert.ok(data)
    assert.deepEqual(
      data.posts.map((p) => [p.id, p.userId, p.user?.id]),
      [
        ['100', '25', '25'],
        ['99', '25', '25'],
        ['98', '25', '25'],
      ],
    )
    assert.equal(new Set(data.posts.map((p) => p.user?.name)).size, 1)
    assert.equal(data.user.name, 'Leanne Graham')
    assert.equal(data.user.username, 'Bret')
    assert.equal(data.user.address.city, 'Gwenborough')
    assert.deepEqual(
      data.user.posts.map((p) => p.id),
      ['1', '2', '3', '4'],
    )

    const filtered = await client.query<{ posts: Array<{ id: string }> }>({
      query: gql`
        query ByUser {
          posts(where: { userId: { eq: 7 } }, _sort: "-id", limit: 2) {
            id
          }
        }
      `,
    })
    assert.deepEqual(
      filtered.data?.posts.map((p) => p.id),
      ['28', '27'],
    )
  })

  await t.test('a created post is read back in its sandbox, and in no other', async (t) => {
    const mine = clientFor(server.url, 'apollo-writer')
    const theirs = clientFor(server.url, 'apollo-other')
    t.after(mine.close)
    t.after(theirs.close)

    const { data } = await mine.client.mutate<{ createPost: Post }>({
      mutation: CREATE_POST,
      variables: { userId: '2', title: 'Written by Apollo', body: 'Through @apollo/client' },
    })
    const created = data?.createPost
    assert.ok(created)
    assert.match(created.id, /^local-[0-9a-f-]{36}$/)
    assert.equal(created.title, 'Written by Apollo')

    // network-only: the answer must come from the server, not from Apollo's cache.
    const read = await mine.client.query<{ post: Post | null }>({
      query: POST,
      variables: { id: created.id },
      fetchPolicy: 'network-only',
    })
    assert.deepEqual(read.data?.post, {
      __typename: 'Post',
      id: created.id,
      title: 'Written by Apollo',
      body: 'Through @apollo/client',
      userId: '2',
      user: { __typename: 'User', id: '2', name: 'Ervin Howell' },
    })
    const elsewhere = await theirs.client.query<{ post: Post | null }>({
      query: POST,
      variables: { id: created.id },
      fetchPolicy: 'network-only',
    })
    assert.equal(elsewhere.data?.post, null)

    const mineFirst = gql`
      query Mine {
        posts(userId: 2, limit: 5) {
          id
        }
      }
    `
    const ours = await mine.client.query<{ posts: Post[] }>({
      query: mineFirst,
      fetchPolicy: 'network-only',
    })
    assert.deepEqual(
      ours.data?.posts.map((p) => p.id),
      [created.id, '5', '6', '7', '8'],
    )
    const others = await theirs.client.query<{ posts: Post[] }>({
      query: mineFirst,
      fetchPolicy: 'network-only',
    })
    assert.deepEqual(
      others.data?.posts.map((p) => p.id),
      ['5', '6', '7', '8'],
    )

    // A refusal is Apollo's CombinedGraphQLErrors, with the service's code.
    await assert.rejects(
      mine.client.mutate({
        mutation: gql`
          mutation {
            updatePost(id: "101", title: "No such post") {
              id
            }
          }
        `,
      }),
      (err: unknown) =>
        CombinedGraphQLErrors.is(err) && err.errors[0]?.extensions?.code === 'NOT_FOUND',
    )
  })

  await t.test('a subscription over graphql-ws hears the posts its sandbox creates', async (t) => {
    const mine = clientFor(server.url, 'apollo-subscriber')
    const theirs = clientFor(server.url, 'apollo-stranger')
    t.after(mine.close)
    t.after(theirs.close)

    const heard: Post[] = []
    let wake: (() => void) | undefined
    let failed: unknown
    const subscription = mine.client
      .subscribe<{ postAdded: Post }>({
        query: gql`
          subscription {
            postAdded {
              id
              title
              userId
              user {
                id
                name
              }
            }
          }
        `,
      })
      .subscribe({
        next: ({ data, error }) => {
          if (error) failed = error
          else if (data) heard.push(data.postAdded)
          wake?.()
        },
        error: (err) => {
          failed = err
          wake?.()
        },
      })
    t.after(() => subscription.unsubscribe())
    const until = async (done: () => boolean) => {
      while (!done() && failed === undefined) await new Promise<void>((r) => (wake = r))
      assert.equal(failed, undefined)
    }
    const create = async (client: ApolloClient, title: string) => {
      const { data } = await client.mutate<{ createPost: Post }>({
        mutation: CREATE_POST,
        variables: { userId: '3', title },
      })
      return data?.createPost.id as string
    }

    // graphql-ws tells a client nothing once a subscription listens, and a post created before
    // then goes unheard: posts are created one at a time until the first is heard, each deleted
    // at once so that the sandbox's create cap never ends the loop
    // (docs/contract/baseline-and-overlay.md#create-cap).
    const sent: string[] = []
    while (heard.length === 0 && failed === undefined) {
      assert.ok(sent.length < 1000, 'the subscription heard none of 1,000 posts')
      const id = await create(mine.client, `Warm-up ${sent.length}`)
      sent.push(id)
      await mine.client.mutate({
        mutation: gql`
          mutation Drop($id: ID!) {
            deletePost(id: $id)
          }
        `,
        variables: { id },
      })
    }
    assert.equal(failed, undefined)

    // From then on it hears every post of its sandbox, in order, and none of another's.
    await create(theirs.client, 'Not for the subscriber')
    const last = await create(mine.client, 'Heard by Apollo')
    sent.push(last)
    await until(() => heard.some((p) => p.id === last))
    const first = sent.indexOf(heard[0]?.id as string)
    assert.ok(first >= 0, `heard ${heard[0]?.id}, which this sandbox did not create`)
    assert.deepEqual(
      heard.map((p) => p.id),
      sent.slice(first),
    )
    assert.deepEqual(heard.at(-1), {
      __typename: 'Post',
      id: last,
      title: 'Heard by Apollo',
      userId: '3',
      user: { __typename: 'User', id: '3', name: 'Clementine Bauch' },
    })
  })
})
