import { darkModeSet, Switch, saveSettings, selectDark } from '@portal/shared';
import { useDispatch, useSelector } from 'react-redux';

/** Light or dark, kept in the person's settings (spec 4: dark by default). */
export function ThemeToggle() {
  const dark = useSelector(selectDark);
  const dispatch = useDispatch();
  return (
    <Switch
      label="Dark mode"
      checked={dark}
      onChange={(event) => {
        saveSettings({ dark: event.target.checked });
        dispatch(darkModeSet(event.target.checked));
      }}
    />
  );
}
