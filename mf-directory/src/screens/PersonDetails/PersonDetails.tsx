import {
  Avatar,
  Banner,
  Button,
  ButtonLink,
  CallLinks,
  Card,
  EmptyState,
  linkTo,
  PageHeader,
  Skeleton,
  selectCommunityId,
  strings,
  tokens,
  usePageTitle,
  VisuallyHidden,
} from '@portal/shared';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { useResidentDetailsQuery } from '../../api/directoryApi';
import { personFacts } from '../../lib/personFacts';

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  margin-bottom: ${tokens.space.lg};
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${tokens.fontSizes.xl};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${tokens.space.sm} ${tokens.space.lg};
  margin: 0;
  font-size: ${tokens.fontSizes.md};
  dt {
    font-weight: ${tokens.fontWeights.bold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${tokens.targetSize}px;
    color: ${tokens.colors.link};
  }
  @media (max-width: 30rem) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${tokens.space.sm};
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  margin-bottom: ${tokens.space.lg};
`;

const Bio = styled.p`
  white-space: pre-line;
  font-size: ${tokens.fontSizes.md};
  margin-top: 0;
`;

/** /directory/details/{id}: a person, with only what they let others see. */
export default function PersonDetails() {
  const { id = '' } = useParams();
  const title = usePageTitle();
  const communityId = useSelector(selectCommunityId) ?? '';
  const details = useResidentDetailsQuery({ id, communityId }, { skip: !communityId });
  const person = details.data;
  // Chat is there for the viewer (its area allows their role) and they may talk (spec 6).
  const messageLink =
    person?.canCommunicate && person._type !== 'Staff'
      ? linkTo('chat.chatWith', { id: person._id })
      : null;
  return (
    <>
      <PageHeader title={title} />
      {details.isLoading ? (
        <Skeleton lines={5} />
      ) : details.error && 'code' in details.error && details.error.code === 'NOT_FOUND' ? (
        <EmptyState
          title="This person is not in the directory"
          action={<Link to="/directory/residents">Back to the directory</Link>}
        />
      ) : details.isError || !person ? (
        <Banner severity="error" title={strings.generic}>
          <Button variant="secondary" onClick={() => details.refetch()}>
            Try again
          </Button>
        </Banner>
      ) : (
        <>
          <Who>
            <Avatar
              name={person.fullName}
              src={person.profileImage ?? undefined}
              size={96}
              decorative
            />
            <Name>{person.name}</Name>
          </Who>
          {person.canCommunicate && person._type !== 'Staff' && (
            <Actions>
              {messageLink && (
                <ButtonLink to={messageLink}>Send {person.firstName} a message</ButtonLink>
              )}
              <CallLinks id={person._id} name={person.name} role={person._type} />
            </Actions>
          )}
          {person.profileHidden ? (
            <p>{person.firstName} keeps their profile private.</p>
          ) : (
            <>
              {person.biography && (
                <Card title="About">
                  <Bio>{person.biography}</Bio>
                </Card>
              )}
              {personFacts(person).length > 0 && (
                <Card title="Contact details">
                  <Facts>
                    {personFacts(person).map((fact) => (
                      <div key={fact.label} style={{ display: 'contents' }}>
                        <dt>{fact.label}</dt>
                        <dd>
                          {fact.href ? (
                            <a href={fact.href}>
                              {fact.text}
                              <VisuallyHidden>
                                {fact.href.startsWith('tel:') ? ' (call)' : ' (write an email)'}
                              </VisuallyHidden>
                            </a>
                          ) : (
                            fact.text
                          )}
                        </dd>
                      </div>
                    ))}
                  </Facts>
                </Card>
              )}
            </>
          )}
        </>
      )}
    </>
  );
}
