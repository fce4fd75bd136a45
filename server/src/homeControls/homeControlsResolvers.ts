import { strings } from '@portal/contracts';
import { forbidden, unauthenticated } from '../graph/graphErrors.ts';
import type { Resolvers } from '../graph/resolverTypes.ts';
import { usableHomeSystem } from './homeControlsAccess.ts';
import { findHomeControlsCaller } from './homeSystemRepository.ts';

/** Spec 3: the credential names where its requests come from. */
const CREDENTIAL_FROM = 'portal';

export const homeControlsResolvers: Resolvers = {
  Query: {
    homeControlsConfig: async (_root, args, { db, session }) => {
      const caller = await findHomeControlsCaller(db, session.userId, args.communityId);
      if (!caller) throw unauthenticated();
      if (!caller.isMember) throw forbidden('You do not belong to this community.');
      const system = usableHomeSystem(caller);
      if (!system) throw forbidden(strings.homeControlsForbidden);
      return {
        username: system.username,
        system: system.id,
        analytics: system.analyticsId,
        ctoken: system.ctoken,
        password: system.password,
        from: CREDENTIAL_FROM,
        homeSystem: {
          _id: system.id,
          analyticsId: system.analyticsId,
          ctoken: system.ctoken,
          password: system.password,
          systemStatus: system.systemStatus,
        },
      };
    },
  },
};
