import {
  PageHeader,
  Spinner,
  selectCommunityId,
  selectRole,
  selectUser,
  tokens,
  usePageTitle,
} from '@portal/shared';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { AboutSection } from '../../components/AboutSection';
import { AddressBookSection } from '../../components/AddressBookSection';
import { AdvancedSection } from '../../components/AdvancedSection';
import { InvitationsSection } from '../../components/InvitationsSection';
import { PrivacySection } from '../../components/PrivacySection';
import { SettingsSection } from '../../components/SettingsSection';
import { showsAddressBook } from '../../lib/addressBookLimit';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.lg};
  max-width: 48rem;
`;

/** /profile: a contact's invitations, about, privacy, voice-assistant contacts, settings, advanced (spec 2). */
export default function Profile() {
  const title = usePageTitle();
  const user = useSelector(selectUser);
  const role = useSelector(selectRole);
  const communityId = useSelector(selectCommunityId) ?? '';
  if (!user || !role) return <Spinner label="Loading your profile" />;
  const isResident = role === 'Resident';
  return (
    <>
      <PageHeader title={title} />
      <Sections>
        {user._type === 'Contact' && <InvitationsSection />}
        <AboutSection user={user} role={role} />
        {isResident && <PrivacySection user={user} />}
        {isResident && showsAddressBook(user) && (
          <AddressBookSection user={user} communityId={communityId} />
        )}
        <SettingsSection user={user} />
        <AdvancedSection user={user} />
      </Sections>
    </>
  );
}
