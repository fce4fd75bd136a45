import { graphRequest, HOME_CONTROLS_PATHS, portalApi, type RemoteHost } from '@portal/shared';
import { HomeControlsConfigDocument, type HomeControlsConfigQuery } from '../gql/graphql';

/** Where the resident's controller is and the token it accepts. */
export interface ControllerAccess {
  host: string;
  accessToken: string;
}

const controlsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The home system's details (HomeControlsConfig), then its controller's host (GET /remote
     * with them). The server refuses both to anyone but the resident owning a Deployed system.
     */
    controllerAccess: build.query<ControllerAccess, string>({
      async queryFn(communityId, _api, _extra, baseQuery) {
        const config = await baseQuery(graphRequest(HomeControlsConfigDocument, { communityId }));
        if (config.error) return { error: config.error };
        const credential = (config.data as HomeControlsConfigQuery).homeControlsConfig;
        const query = new URLSearchParams({
          sysid: credential.system,
          ctoken: credential.ctoken,
          username: credential.username,
          password: credential.password,
        });
        const remote = await baseQuery({ path: `${HOME_CONTROLS_PATHS.remote}?${query}` });
        if (remote.error) return { error: remote.error };
        return { data: { host: (remote.data as RemoteHost).host, accessToken: credential.ctoken } };
      },
    }),
  }),
});

export const { useControllerAccessQuery } = controlsApi;
