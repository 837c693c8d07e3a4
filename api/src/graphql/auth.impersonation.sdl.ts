// An admin acting as a user (docs/product.md, "auth"; docs/auth.md "Impersonation").
export const schema = /* GraphQL */ `
  type Mutation {
    "Makes the current session act as userId (the caller stays originalUserId). Reload after."
    impersonateUser(userId: Int!): Boolean! @requireAccess(function: "user_impersonate")
    """
    Returns the session to the admin who started impersonating. Only while impersonating, and
    originalUserId must be that admin's id (the currentUser's originalUserId).
    """
    stopImpersonation(originalUserId: Int!): Boolean! @requireAuth
  }
`
