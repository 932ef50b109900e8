import { Type } from 'typebox'
import {
  ACTIONS,
  allowedFor,
  MATRIX,
  RBAC_RESOURCES,
  ROLE_NAMES,
  ROLES,
} from '../../domain/auth/roles.ts'
import { API_PROBLEMS, jsonResponse, problems } from '../common/schemas.ts'

const RoleName = Type.Union(
  ROLE_NAMES.map((r) => Type.Literal(r)),
  { description: 'A persona role' },
)
const ActionList = Type.Array(Type.Union(ACTIONS.map((a) => Type.Literal(a))))
/** `{<resource>: [actions]}` over every resource RBAC guards. */
const Allowed = Type.Object(
  Object.fromEntries(Object.keys(RBAC_RESOURCES).map((r) => [r, ActionList])),
  {
    description:
      'For each resource, the actions allowed. `custom` stands for every custom collection (its import is `POST /custom/seed`); `session` is export (read), reset and import.',
  },
)

export const RolesReply = Type.Object(
  {
    roles: Type.Array(
      Type.Object({
        name: RoleName,
        description: Type.String(),
        scopes: Type.Array(Type.String(), {
          description:
            "What the role's tokens carry: a description of its row of the matrix, which never refuses what the row allows",
        }),
        persona: Type.Object(
          {
            username: Type.String(),
            email: Type.String(),
            password: Type.String(),
          },
          {
            description:
              'Log in with the username or e-mail and this password (or `<role>123`) at `POST /auth/login`',
          },
        ),
      }),
    ),
  },
  { examples: [{ roles: ROLES.slice(0, 1) }] },
)

export const PermissionsReply = Type.Object(
  {
    roles: Type.Object(Object.fromEntries(ROLE_NAMES.map((r) => [r, Allowed])), {
      description: 'The matrix: what each role may do to each resource',
    }),
    role: Type.Optional(RoleName),
    scopes: Type.Optional(Type.Array(Type.String(), { description: 'The scopes in effect' })),
    allowed: Type.Optional(Allowed),
  },
  {
    description:
      '`role`, `scopes` and `allowed` are present when the request carries a Bearer token, `X-Simulate-Role` / `_role` or `X-Simulate-Scopes` / `_scopes`: what that caller may do, named scopes narrowing the role.',
    examples: [
      {
        roles: MATRIX,
        role: 'editor',
        scopes: ['posts:*'],
        allowed: allowedFor({ role: 'editor', scopes: ['posts:*'], scopesNamed: true }),
      },
    ],
  },
)

/**
 * Summaries, descriptions and responses of the role routes
 * (docs/contract/roles-and-permissions.md).
 */
export const ROLE_DOCS = {
  roles: {
    summary: 'Roles and personas',
    description:
      'The four roles, their default scopes, and the persona each sandbox can log in as (a session profile, not a `/users` record).',
    response: {
      200: jsonResponse('The roles', RolesReply),
      ...problems(...API_PROBLEMS),
    },
  },
  permissions: {
    summary: 'The permission matrix',
    description:
      "Everyone reads (guest too); editor and admin create and update; only admin deletes, resets and imports. Enforcement is off unless a request carries `X-Enforce-RBAC: true`, a simulated role or scopes, or the server runs with `--enforce-rbac`; then the role is the simulated one, else the Bearer token's, else `guest`. Scopes (`<resource>:<action>`, `*` wildcards, `write` = create + update) narrow a role only when the request names them or a token carries a list other than its role's default.",
    security: [{ bearerAuth: [] }, {}] as Array<Record<string, string[]>>,
    response: {
      200: jsonResponse('The matrix, and what the caller may do', PermissionsReply),
      ...problems(
        [400, '`INVALID_QUERY`: a `_role` that is not a role, or a malformed `_scopes`.'],
        [401, 'A Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`.'],
        ...API_PROBLEMS,
      ),
    },
  },
}
