export const homeControlsTypeDefs = /* GraphQL */ `
  type Query {
    "Spec 7, HomeControlsConfig: the caller's home controls credential and home system. Only for a resident whose system is Deployed (spec 6); anyone else is refused with FORBIDDEN."
    homeControlsConfig(communityId: ID!): HomeControlsConfig!
  }

  "Spec 3, home controls credentials: what the controls area sends to GET /remote."
  type HomeControlsConfig {
    username: String!
    "The home system's id."
    system: ID!
    "The home system's analytics id."
    analytics: String
    ctoken: String!
    password: String!
    "Always 'portal'."
    from: String!
    homeSystem: HomeControlsSystem!
  }

  "Spec 3: the caller's own home system, with its secrets."
  type HomeControlsSystem {
    _id: ID!
    analyticsId: String
    ctoken: String!
    password: String!
    systemStatus: String!
  }
`;
