import {
  DEMO_RESIDENT_ID,
  DEMO_STAFF_ID,
  MAPLE_GROVE_ID,
  WILLOW_CREEK_ID,
} from '../db/seedData/demoAccounts.ts';
import { bearerFor, startTestApp, type TestApp } from '../testing/testApp.ts';

const PARTNER = 'https://neighbours.example.org';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
}, 60_000);

afterAll(() => testApp.close());

async function listPartner(communityId: string, origins: string[]) {
  await testApp.db.query('UPDATE communities SET embed_origins = $2 WHERE id = $1', [
    communityId,
    origins,
  ]);
}

function preflight() {
  return testApp.request({
    method: 'OPTIONS',
    url: '/v3/registry',
    headers: { origin: PARTNER, 'access-control-request-method': 'GET' },
  });
}

async function flagsFromPartner(userId: string, communityId: string) {
  return testApp.request({
    method: 'GET',
    url: `/v3/flags?communityId=${communityId}`,
    headers: { origin: PARTNER, authorization: await bearerFor(testApp, userId) },
  });
}

describe('partner origins', () => {
  afterEach(async () => {
    await listPartner(WILLOW_CREEK_ID, []);
    await listPartner(MAPLE_GROVE_ID, []);
  });

  it('let a partner page through CORS only once a community lists it', async () => {
    expect((await preflight()).headers['access-control-allow-origin']).toBeUndefined();
    await listPartner(MAPLE_GROVE_ID, [PARTNER]);
    expect((await preflight()).headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it("answer a partner page's calls only for the community that lists it", async () => {
    expect((await flagsFromPartner(DEMO_RESIDENT_ID, WILLOW_CREEK_ID)).statusCode).toBe(403);
    // Maple Grove lists the partner. The resident belongs to both communities: served there,
    // not in Willow Creek, which never listed it; nor is Willow Creek's staff.
    await listPartner(MAPLE_GROVE_ID, [PARTNER]);
    expect((await flagsFromPartner(DEMO_RESIDENT_ID, MAPLE_GROVE_ID)).statusCode).toBe(200);
    expect((await flagsFromPartner(DEMO_RESIDENT_ID, WILLOW_CREEK_ID)).statusCode).toBe(403);
    expect((await flagsFromPartner(DEMO_STAFF_ID, WILLOW_CREEK_ID)).statusCode).toBe(403);
  });

  it('read the community from GraphQL variables, and need every community for a call naming none', async () => {
    await listPartner(MAPLE_GROVE_ID, [PARTNER]);
    const graph = async (variables: object) =>
      testApp.request({
        method: 'POST',
        url: '/v3/graph/graphql',
        headers: { origin: PARTNER, authorization: await bearerFor(testApp, DEMO_RESIDENT_ID) },
        payload: {
          query: 'query ($communityId: ID!) { restaurants(communityId: $communityId) { _id } }',
          variables,
        },
      });
    expect((await graph({ communityId: MAPLE_GROVE_ID })).statusCode).toBe(200);
    expect((await graph({ communityId: WILLOW_CREEK_ID })).statusCode).toBe(403);
    const unnamed = async () =>
      testApp.request({
        method: 'POST',
        url: '/v3/graph/graphql',
        headers: { origin: PARTNER, authorization: await bearerFor(testApp, DEMO_RESIDENT_ID) },
        payload: { query: '{ me { _id } }' },
      });
    expect((await unnamed()).statusCode).toBe(403);
    await listPartner(WILLOW_CREEK_ID, [PARTNER]);
    expect((await unnamed()).statusCode).toBe(200);
  });

  it("leave the portal's own pages alone", async () => {
    const own = await testApp.request({
      method: 'GET',
      url: `/v3/flags?communityId=${WILLOW_CREEK_ID}`,
      headers: {
        origin: 'http://localhost:3000',
        authorization: await bearerFor(testApp, DEMO_STAFF_ID),
      },
    });
    expect(own.statusCode).toBe(200);
  });
});
