import {
  Banner,
  Button,
  fill,
  PageHeader,
  RELATIONSHIP_OPTIONS,
  Select,
  selectCommunityId,
  strings,
  TextField,
  tokens,
  usePageTitle,
} from '@portal/shared';
import { type FormEvent, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { useSendInviteMutation } from './shareApi';
import {
  EMPTY_SHARE,
  MATCH_MESSAGES,
  type ShareErrors,
  type ShareValues,
  validateShare,
} from './shareForm';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  max-width: 36rem;
`;

const Intro = styled.p`
  font-size: ${tokens.fontSizes.md};
  max-width: 40rem;
`;

/** /share: invite a friend or relative (spec 5 and 7); for residents and staff. */
export default function ShareScreen() {
  const title = usePageTitle();
  const communityId = useSelector(selectCommunityId) ?? '';
  const [values, setValues] = useState<ShareValues>(EMPTY_SHARE);
  const [errors, setErrors] = useState<ShareErrors>({});
  const [sent, setSent] = useState<string>();
  const [send, state] = useSendInviteMutation();
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: keyof ShareValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(undefined);
    const found = validateShare(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const result = await send({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      relationship: values.relationship,
      primaryPhone: values.primaryPhone.trim() || null,
      communityId,
    });
    if ('error' in result) return;
    setSent(fill(MATCH_MESSAGES[result.data.matchType], { name: values.firstName.trim() }));
    setValues(EMPTY_SHARE);
  };

  return (
    <>
      <PageHeader title={title} />
      <Intro>
        Invite a friend or relative to the portal. They will receive an email to join and can then
        see what's new, events and more.
      </Intro>
      <Form ref={formRef} onSubmit={submit} noValidate aria-label="Invite a friend or relative">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="off"
          value={values.firstName}
          error={errors.firstName}
          onChange={(event) => set('firstName')(event.target.value)}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="off"
          value={values.lastName}
          error={errors.lastName}
          onChange={(event) => set('lastName')(event.target.value)}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email')(event.target.value)}
        />
        <Select
          label="Relationship"
          name="relationship"
          placeholder="Choose a relationship"
          options={RELATIONSHIP_OPTIONS}
          value={values.relationship}
          error={errors.relationship}
          onChange={(event) => set('relationship')(event.target.value)}
        />
        <TextField
          label="Phone (optional)"
          name="primaryPhone"
          type="tel"
          autoComplete="off"
          value={values.primaryPhone}
          error={errors.primaryPhone}
          onChange={(event) => set('primaryPhone')(event.target.value)}
        />
        <div aria-live="polite">
          {state.isError && <Banner severity="error">{strings.inviteSendFailed}</Banner>}
          {sent && <Banner severity="success">{sent}</Banner>}
        </div>
        <div>
          <Button type="submit" busy={state.isLoading}>
            Send invitation
          </Button>
        </div>
      </Form>
    </>
  );
}
