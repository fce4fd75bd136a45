import {
  Checkbox,
  SEARCH_MAX,
  Spinner,
  selectCommunityId,
  stripSearchInput,
  TextField,
  tokens,
  validateSearch,
} from '@portal/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { type InviteCandidate, useInviteCandidatesQuery } from '../api/eventsApi';

/** How long typing pauses before the residents are searched. */
const SEARCH_PAUSE_MS = 300;
/** At most this many residents are offered at once; typing more of the name narrows them. */
const OFFERED_MAX = 10;

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${tokens.space.md};
  padding: 0;

  legend {
    padding: 0;
    font-weight: 600;
    margin-bottom: ${tokens.space.sm};
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

interface InviteePickerProps {
  invitees: readonly InviteCandidate[];
  onChange: (invitees: InviteCandidate[]) => void;
}

/**
 * Residents to invite along with a sign-up (spec 4): found by name, ticked to invite, unticked
 * to take back. Only residents who may be invited are offered (not the person signing up, not
 * a hidden profile); the server checks the same.
 */
export function InviteePicker({ invitees, onChange }: InviteePickerProps) {
  const communityId = useSelector(selectCommunityId);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const problem = typed.trim() === '' ? undefined : validateSearch(typed);

  useEffect(() => {
    const timer = setTimeout(
      () => setQuery(problem ? '' : stripSearchInput(typed)),
      SEARCH_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, problem]);

  const found = useInviteCandidatesQuery(communityId && query ? { communityId, query } : skipToken);
  const chosen = new Set(invitees.map((person) => person._id));
  const matching = (found.data ?? []).filter((person) => !chosen.has(person._id));
  const offered = matching.slice(0, OFFERED_MAX);

  return (
    <Group>
      <legend>Whom to invite</legend>
      {invitees.length > 0 && (
        <ul aria-label="Residents you invite">
          {invitees.map((person) => (
            <li key={person._id}>
              <Checkbox
                label={person.fullName}
                checked
                onChange={() => onChange(invitees.filter((other) => other._id !== person._id))}
              />
            </li>
          ))}
        </ul>
      )}
      <TextField
        label="Find a resident"
        hint="Type at least 2 letters of their name."
        autoComplete="off"
        maxLength={SEARCH_MAX}
        value={typed}
        error={problem}
        onChange={(e) => setTyped(e.target.value)}
        // Enter searches here; it must not send the sign-up form around it.
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
      />
      {found.isFetching && <Spinner label="Looking for residents" size={24} />}
      {!found.isFetching && found.isError && (
        <p role="alert">Residents could not be searched. Please try again.</p>
      )}
      {!found.isFetching && found.isSuccess && offered.length === 0 && (
        <p role="status">No other resident matches “{query}”.</p>
      )}
      {!found.isFetching && offered.length > 0 && (
        <ul aria-label="Residents found">
          {offered.map((person) => (
            <li key={person._id}>
              <Checkbox
                label={person.fullName}
                checked={false}
                onChange={() => onChange([...invitees, person])}
              />
            </li>
          ))}
        </ul>
      )}
      {!found.isFetching && matching.length > OFFERED_MAX && (
        <p>{`${matching.length - OFFERED_MAX} more match. Type more of the name to find them.`}</p>
      )}
    </Group>
  );
}
