import { Banner, Card, Switch, selectCommunityId, strings, type User } from '@portal/shared';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useSetPropertyHiddenMutation } from '../api/profileApi';
import { isHidden, PRIVACY_OPTIONS } from '../lib/privacyOptions';

/** Spec 4 and 6: a resident hides or shows their profile, email, phones and birthday. */
export function PrivacySection({ user }: { user: User }) {
  const [setHidden] = useSetPropertyHiddenMutation();
  const communityId = useSelector(selectCommunityId) ?? '';
  const [failed, setFailed] = useState(false);
  // The switch moves at once; it goes back if the server refuses the change.
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const toggle = async (property: string, hidden: boolean) => {
    setFailed(false);
    setChosen((current) => ({ ...current, [property]: hidden }));
    const result = await setHidden({ communityId, residentId: user._id, property, hidden });
    if ('error' in result) {
      setFailed(true);
      setChosen((current) => ({ ...current, [property]: !hidden }));
    }
  };
  return (
    <Card title="Privacy">
      {PRIVACY_OPTIONS.map((option) => (
        <Switch
          key={option.property}
          label={option.label}
          hint={'hint' in option ? option.hint : undefined}
          checked={chosen[option.property] ?? isHidden(user.hiddenFields, option.property)}
          onChange={(event) => void toggle(option.property, event.target.checked)}
        />
      ))}
      <div aria-live="polite">
        {failed && <Banner severity="error">{strings.profileUpdateFailed}</Banner>}
      </div>
    </Card>
  );
}
