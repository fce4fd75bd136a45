import {
  Banner,
  BIOGRAPHY_MAX,
  Button,
  EmptyState,
  PageHeader,
  Switch,
  selectCommunityId,
  selectRole,
  selectSettings,
  selectUser,
  strings,
  tokens,
  usePageTitle,
} from '@portal/shared';
import { type FormEvent, useId, useState } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { useUpdateResidentProfileMutation } from '../../api/directoryApi';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.lg};
  max-width: 40rem;
`;

const Label = styled.label`
  display: block;
  font-weight: ${tokens.fontWeights.bold};
  font-size: ${tokens.fontSizes.md};
  margin-bottom: ${tokens.space.xs};
`;

const Hint = styled.p`
  margin: 0 0 ${tokens.space.xs};
  color: ${tokens.colors.textMuted};
`;

const Area = styled.textarea`
  width: 100%;
  min-height: 10rem;
  padding: ${tokens.space.sm};
  font: inherit;
  font-size: ${tokens.fontSizes.md};
  color: ${tokens.colors.text};
  background: ${tokens.colors.surface};
  border: 2px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
`;

/** /directory/profile: a resident edits their biography and directory listing (spec 6). */
export default function ProfileEdit() {
  const title = usePageTitle();
  const role = useSelector(selectRole);
  const user = useSelector(selectUser);
  const settings = useSelector(selectSettings);
  const communityId = useSelector(selectCommunityId) ?? '';
  const [biography, setBiography] = useState(user?.biography ?? '');
  const [optOut, setOptOut] = useState(user?.optOutOfDirectory ?? false);
  const [update, state] = useUpdateResidentProfileMutation();
  const [saved, setSaved] = useState(false);
  const bioId = useId();

  if (role !== 'Resident' || !user) {
    return (
      <>
        <PageHeader title={title} />
        <EmptyState title={strings.profileResidentsOnly} />
      </>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const text = biography.trim();
    const edits: { biography?: string; optOutOfDirectory?: boolean } = {};
    if (text) edits.biography = text;
    if (settings?.directoryOptOutEnabled) edits.optOutOfDirectory = optOut;
    const result = await update({
      residentId: user._id,
      communityId,
      edits,
      deletions: text ? undefined : ['biography'],
    });
    if (!('error' in result)) setSaved(true);
  };

  return (
    <>
      <PageHeader title={title} />
      <Form onSubmit={submit} noValidate>
        <div>
          <Label htmlFor={bioId}>Biography</Label>
          <Hint id={`${bioId}-hint`}>
            A few words your neighbours can read in the directory (up to {BIOGRAPHY_MAX}{' '}
            characters).
          </Hint>
          <Area
            id={bioId}
            aria-describedby={`${bioId}-hint`}
            maxLength={BIOGRAPHY_MAX}
            value={biography}
            onChange={(event) => setBiography(event.target.value)}
          />
        </div>
        {settings?.directoryOptOutEnabled && (
          <Switch
            label="Leave me out of the directory"
            hint="Other residents will not find you in the directory or in search."
            checked={optOut}
            onChange={(event) => setOptOut(event.target.checked)}
          />
        )}
        <div aria-live="polite">
          {state.isError && <Banner severity="error">{strings.profileUpdateFailed}</Banner>}
          {saved && <Banner severity="success">Your profile has been saved.</Banner>}
        </div>
        <div>
          <Button type="submit" busy={state.isLoading}>
            Save
          </Button>
        </div>
      </Form>
    </>
  );
}
