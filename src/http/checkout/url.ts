/**
 * The address of a checkout session's hosted page. It names the sandbox, since the browser that
 * opens it may hold no cookie of it; a sandbox opened by a share link is named by its token,
 * never by the identity the token hides.
 */
export const hostedPageUrl = (origin: string, sandbox: string, id: string) =>
  `${origin}/checkout/${id}?_sandbox=${encodeURIComponent(sandbox)}`
