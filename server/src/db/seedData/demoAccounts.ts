/** Fixed ids and sign-in details of the demo community and its demo accounts. */

export const WILLOW_CREEK_ID = '64b0c0000000000000000001';
export const MAPLE_GROVE_ID = '64b0c0000000000000000002';

export const DEMO_PASSWORD = 'demo-portal';

export const DEMO_RESIDENT_ID = '64b0a0000000000000000001';
export const DEMO_FAMILY_ID = '64b0a0000000000000000002';
export const DEMO_STAFF_ID = '64b0a0000000000000000003';
export const DEMO_ADVOCATE_ID = '64b0a0000000000000000004';

export const DEMO_RESIDENT_ROOM_ID = '64b0b0000000000000000001';
export const DEMO_HOME_SYSTEM_ID = '64b0d0000000000000000001';
export const DEMO_ADDRESS_BOOK_ID = '64b0e0000000000000000001';

export interface DemoAccount {
  id: string;
  email: string;
  displayName: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { id: DEMO_RESIDENT_ID, email: 'resident@demo.portal', displayName: 'Eleanor Whitfield' },
  { id: DEMO_FAMILY_ID, email: 'family@demo.portal', displayName: 'Claire Whitfield' },
  { id: DEMO_STAFF_ID, email: 'staff@demo.portal', displayName: 'Marcus Bell' },
  { id: DEMO_ADVOCATE_ID, email: 'advocate@demo.portal', displayName: 'Priya Raman' },
];
