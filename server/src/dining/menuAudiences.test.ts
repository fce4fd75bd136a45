import { audiencesForRole, permittedAudiences } from './menuAudiences.ts';

describe('audiencesForRole (spec 6)', () => {
  it.each([
    ['Staff', ['Resident', 'Family']],
    ['Resident', ['Resident']],
    ['Family', ['Family']],
    ['Advocate', ['Family']],
    ['Someone else', ['Family']],
  ])('%s sees %j', (role, audiences) => {
    expect(audiencesForRole(role)).toEqual(audiences);
  });
});

describe('permittedAudiences: what the client asks, never more than the role allows', () => {
  it.each([
    ['Resident', null, ['Resident']],
    ['Resident', [], ['Resident']],
    ['Resident', ['Family'], []],
    ['Resident', ['Resident', 'Family'], ['Resident']],
    ['Family', ['Resident'], []],
    ['Family', ['Family', 'Resident'], ['Family']],
    ['Advocate', ['Resident', 'Family'], ['Family']],
    ['Staff', ['Family'], ['Family']],
    ['Staff', undefined, ['Resident', 'Family']],
  ])('%s asking %j gets %j', (role, requested, expected) => {
    expect(permittedAudiences(role, requested)).toEqual(expected);
  });
});
