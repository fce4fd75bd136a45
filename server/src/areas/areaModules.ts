import { callsArea } from '../calls/callsArea.ts';
import { chatArea } from '../chat/chatArea.ts';
import { diningArea } from '../dining/diningArea.ts';
import { eventsArea } from '../events/eventsArea.ts';
import { feedArea } from '../feed/feedArea.ts';
import { homeControlsArea } from '../homeControls/homeControlsArea.ts';
import { peopleArea } from '../people/peopleArea.ts';
import { wellnessArea } from '../wellness/wellnessArea.ts';
import type { AreaModule } from './areaModule.ts';

/**
 * Every area the server serves, in the order their seeds run and their hits appear in global
 * search (people first).
 */
export const AREA_MODULES: AreaModule[] = [
  peopleArea,
  feedArea,
  eventsArea,
  diningArea,
  chatArea,
  callsArea,
  wellnessArea,
  homeControlsArea,
];
