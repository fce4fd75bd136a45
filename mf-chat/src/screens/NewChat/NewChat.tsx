import {
  Avatar,
  Banner,
  Button,
  type ChatUser,
  EmptyState,
  List,
  ListRow,
  type NewChatRequest,
  PageHeader,
  SEARCH_MAX,
  Skeleton,
  strings,
  stripSearchInput,
  TextField,
  tokens,
  usePageTitle,
} from '@portal/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useChatUsersQuery, useOpenChannelMutation } from '../../api/chatApi';
import { chatText } from '../../chatText';
import { ChatPage } from '../../components/ChatPage';
import { ChatProblem } from '../../components/ChatProblem';
import { useAnnouncer } from '../../components/useAnnouncer';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { assetUrl } from '../../lib/assetUrl';
import { useLiveChat } from '../../live/useLiveChat';

const SEARCH_PAUSE_MS = 400;

const Staff = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.xs} ${tokens.space.md};
  margin-bottom: ${tokens.space.lg};

  p {
    margin: 0;
    color: ${tokens.colors.textMuted};
  }
`;

const SearchForm = styled.form`
  max-width: 36rem;
`;

const Count = styled.p`
  margin: 0 0 ${tokens.space.sm};
  color: ${tokens.colors.textMuted};
`;

/** /chat/users: find someone to chat with, or write to the staff; either opens the chat. */
export default function NewChat() {
  useLiveChat();
  const title = usePageTitle();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const typed = useDebouncedValue(stripSearchInput(text), SEARCH_PAUSE_MS);
  // Enter searches at once; otherwise the search waits for a pause in typing.
  const query = submitted ?? typed;
  const users = useChatUsersQuery(query);
  const [openChannel, opening] = useOpenChannelMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [region, announce] = useAnnouncer();

  const start = async (request: NewChatRequest, name: string) => {
    if (opening.isLoading) return;
    setProblem(null);
    announce(chatText.opening(name));
    const result = await openChannel(request);
    if ('error' in result) {
      announce('');
      const message = (result.error as { message?: string }).message;
      setProblem(message || strings.chatCreateChannelFailed);
      return;
    }
    navigate(`/chat/details/${encodeURIComponent(result.data.id)}`);
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(stripSearchInput(text));
  };

  const people: ChatUser[] = users.data ?? [];
  return (
    <ChatPage>
      <PageHeader title={title} />
      <Staff aria-label={chatText.messageStaff}>
        <Button variant="secondary" onClick={() => start({ staff: true }, chatText.messageStaff)}>
          {chatText.messageStaff}
        </Button>
        <p>{chatText.staffHint}</p>
      </Staff>
      {problem && <Banner severity="error">{problem}</Banner>}
      <SearchForm role="search" onSubmit={search} noValidate>
        <TextField
          label={chatText.searchPeople}
          hint={chatText.searchHint}
          type="search"
          value={text}
          maxLength={SEARCH_MAX}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            setSubmitted(null);
          }}
        />
      </SearchForm>
      {region}
      {/* Always there, so a screen reader hears the first count as well as the next ones. */}
      <Count aria-live="polite">
        {users.isSuccess && people.length > 0 ? chatText.peopleFound(people.length) : ''}
      </Count>
      {users.isLoading ? (
        <Skeleton lines={5} height={56} />
      ) : users.isError ? (
        <ChatProblem error={users.error} onRetry={() => users.refetch()} />
      ) : people.length === 0 ? (
        <EmptyState title={chatText.noOneFound(query)} headingLevel={2} />
      ) : (
        <>
          <List label={chatText.people}>
            {people.map((person) => (
              <ListRow
                key={person.id}
                title={person.name}
                leading={<Avatar name={person.name} src={assetUrl(person.image)} decorative />}
                onClick={() => start({ memberId: person.id }, person.name)}
              />
            ))}
          </List>
        </>
      )}
    </ChatPage>
  );
}
