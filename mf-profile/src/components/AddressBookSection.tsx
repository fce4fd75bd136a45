import {
  Banner,
  Button,
  Card,
  formatPhone,
  List,
  ListRow,
  Skeleton,
  strings,
  TextField,
  tokens,
  type User,
  VOICE_PHONE_LIMIT,
  validatePhone,
  validateRequired,
} from '@portal/shared';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import {
  useAddAddressBookContactMutation,
  useAlexaAddressBookQuery,
  useRemoveAddressBookContactMutation,
} from '../api/profileApi';
import { canAddPhoneNumbers, phoneNumbersIn } from '../lib/addressBookLimit';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.md};
  max-width: 30rem;
`;

/** Spec 4: the voice-assistant address book, at most 10 phone numbers. */
export function AddressBookSection({ user, communityId }: { user: User; communityId: string }) {
  const book = useAlexaAddressBookQuery(communityId);
  const [add, adding] = useAddAddressBookContactMutation();
  const [remove, removing] = useRemoveAddressBookContactMutation();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const roomName = book.data?.rooms[0]?.name ?? user.rooms[0]?.name ?? '';
  const count = phoneNumbersIn(book.data ?? null);
  const full = !canAddPhoneNumbers(book.data ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { name: validateRequired(name), phone: validatePhone(phone, true) };
    setErrors(found);
    setDone(undefined);
    setProblem(undefined);
    if (found.name || found.phone) return;
    const result = await add({
      communityId,
      roomName,
      name: name.trim(),
      phoneNumbers: [phone.trim()],
    });
    if ('error' in result) {
      setProblem(
        result.error && 'message' in result.error ? String(result.error.message) : strings.generic,
      );
      return;
    }
    setDone(result.data.message);
    setName('');
    setPhone('');
  };

  const removeContact = async (contactName: string) => {
    setDone(undefined);
    setProblem(undefined);
    const result = await remove({ communityId, roomName, contactName });
    if ('error' in result) setProblem(strings.generic);
    else setDone(result.data.message);
  };

  return (
    <Card title="Voice-assistant contacts">
      {book.isLoading ? (
        <Skeleton lines={3} />
      ) : (
        <>
          <p>
            {count} of {VOICE_PHONE_LIMIT} phone numbers used.
          </p>
          {book.data && book.data.contacts.length > 0 && (
            <List label="Voice-assistant contacts">
              {book.data.contacts.map((contact) => (
                <ListRow
                  key={contact.name}
                  title={contact.name}
                  description={contact.phoneNumbers.map(formatPhone).join(', ')}
                  trailing={
                    contact.type === 'pstn' ? (
                      <Button
                        variant="secondary"
                        busy={removing.isLoading}
                        onClick={() => void removeContact(contact.name)}
                        aria-label={`Remove ${contact.name}`}
                      >
                        Remove
                      </Button>
                    ) : undefined
                  }
                />
              ))}
            </List>
          )}
          {full ? (
            <Banner severity="info">
              Your address book is full: it holds {VOICE_PHONE_LIMIT} phone numbers. Remove a
              contact to add another.
            </Banner>
          ) : (
            <Form onSubmit={submit} noValidate aria-label="Add a contact">
              <TextField
                label="Contact name"
                value={name}
                error={errors.name}
                onChange={(event) => setName(event.target.value)}
              />
              <TextField
                label="Phone number"
                type="tel"
                autoComplete="tel"
                value={phone}
                error={errors.phone}
                onChange={(event) => setPhone(event.target.value)}
              />
              <div>
                <Button type="submit" busy={adding.isLoading}>
                  Add contact
                </Button>
              </div>
            </Form>
          )}
          <div aria-live="polite">
            {problem && <Banner severity="error">{problem}</Banner>}
            {done && <Banner severity="success">{done}</Banner>}
          </div>
        </>
      )}
    </Card>
  );
}
