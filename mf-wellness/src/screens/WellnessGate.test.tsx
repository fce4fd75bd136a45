import { setPortalAreas, WELLNESS_PATHS, type WellnessAccountAnswer } from '@portal/shared';
import { mockApi, renderArea, storeWith, testUser } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetWellnessToken } from '../api/wellnessApi';
import { area } from '../area';
import { routes } from '../routes';
import { mockWellnessService } from '../testing';

const information = {
  height: null,
  weight: null,
  birthdate: null,
  gender: null,
  connectedSources: [],
};
const notSetUp: WellnessAccountAnswer = { userInformation: information, setupComplete: false };
const setUp: WellnessAccountAnswer = {
  userInformation: {
    ...information,
    height: 167.64,
    weight: 68.04,
    birthdate: '1944-03-09',
    gender: 'male',
  },
  setupComplete: true,
};

// Page titles come from the area's own definition, as in the portal.
beforeAll(() => setPortalAreas([area]));
afterAll(() => setPortalAreas([]));

beforeEach(() => {
  forgetWellnessToken();
  localStorage.clear();
});

async function open(path: string, account: WellnessAccountAnswer) {
  const calls = mockWellnessService({
    [WELLNESS_PATHS.account]: account,
    [WELLNESS_PATHS.userInformation]: setUp,
    [WELLNESS_PATHS.dailyValues]: { data: [] },
  });
  renderArea('/wellness', routes, path, await storeWith(testUser()));
  return calls;
}

describe('the wellness setup', () => {
  it('stands in for every page until it is complete, checks before sending, and leads to progress', async () => {
    const user = userEvent.setup();
    const calls = await open('/wellness/devices', notSetUp);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up Wellness' })).toBeVisible();

    await user.type(screen.getByLabelText('Height (in)'), '7');
    await user.type(screen.getByLabelText('Weight (lb)'), '150');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('Please enter a valid height.')).toBeVisible();
    expect(screen.getByLabelText('Height (in)')).toHaveFocus();
    expect(calls.filter((call) => call.url === WELLNESS_PATHS.userInformation)).toEqual([]);

    await user.clear(screen.getByLabelText('Height (in)'));
    await user.type(screen.getByLabelText('Height (in)'), '66');
    await user.type(screen.getByLabelText('Birthdate'), '1944-03-09');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Male');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
    const saves = calls.filter((call) => call.url === WELLNESS_PATHS.userInformation);
    expect(saves).toHaveLength(1);
    expect(
      await screen.findByText('Nothing was recorded for steps this week.'),
    ).toBeInTheDocument();
  });

  it('sends heights and weights in centimetres and kilograms whatever the units shown', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await open('/wellness/progress', notSetUp);
    const fetchMock = global.fetch as jest.Mock;
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes(WELLNESS_PATHS.userInformation))
        sent.push(JSON.parse(String(init?.body)));
      return answer?.(input, init);
    });
    await screen.findByRole('heading', { level: 1, name: 'Set up Wellness' });
    await user.click(screen.getByRole('radio', { name: 'Centimetres and kilograms' }));
    await user.type(screen.getByLabelText('Height (cm)'), '170');
    await user.type(screen.getByLabelText('Weight (kg)'), '70');
    await user.type(screen.getByLabelText('Birthdate'), '1944-03-09');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Progress' });
    expect(sent).toEqual([{ height: 170, weight: 70, birthdate: '1944-03-09', gender: 'female' }]);
  });

  it('converts inches and pounds, and keeps a value exactly through a switch of units', async () => {
    const user = userEvent.setup();
    const sent: { height: number; weight: number }[] = [];
    await open('/wellness/progress', notSetUp);
    const fetchMock = global.fetch as jest.Mock;
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes(WELLNESS_PATHS.userInformation)) {
        sent.push(JSON.parse(String(init?.body)));
      }
      return answer?.(input, init);
    });
    await screen.findByRole('heading', { level: 1, name: 'Set up Wellness' });
    await user.type(screen.getByLabelText('Height (in)'), '66');
    await user.type(screen.getByLabelText('Weight (lb)'), '150');
    // 150 lb shows as 68 kg; going back shows 150 again, and 150 lb is what is saved.
    await user.click(screen.getByRole('radio', { name: 'Centimetres and kilograms' }));
    expect(screen.getByLabelText('Weight (kg)')).toHaveValue('68');
    await user.click(screen.getByRole('radio', { name: 'Inches and pounds' }));
    expect(screen.getByLabelText('Weight (lb)')).toHaveValue('150');
    await user.type(screen.getByLabelText('Birthdate'), '1944-03-09');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Male');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Progress' });
    expect(sent[0].height).toBeCloseTo(167.64, 6);
    expect(sent[0].weight).toBeCloseTo(68.0388555, 6);
  });

  it('says when the community has no wellness', async () => {
    mockApi({}, {});
    global.fetch = jest.fn(
      async () =>
        ({
          ok: false,
          status: 403,
          statusText: 'Forbidden',
          json: async () => ({
            message:
              'This account is not configured for the wellness feature. Please contact support.',
          }),
        }) as Response,
    ) as typeof fetch;
    renderArea('/wellness', routes, '/wellness/progress', await storeWith(testUser()));
    expect(
      await screen.findByText(
        'This account is not configured for the wellness feature. Please contact support.',
      ),
    ).toBeVisible();
  });
});
