import { tokens, type WellnessUserInformation } from '@portal/shared';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { InformationForm } from '../components/InformationForm';

const Intro = styled.p`
  max-width: 40rem;
  margin: 0 0 ${tokens.space.lg};
`;

/** Spec 4: the four facts the graphs need, asked once; then the progress page. */
export function Setup({ information }: { information: WellnessUserInformation }) {
  const navigate = useNavigate();
  return (
    <>
      <Intro>
        To show your progress, Wellness needs your height, weight, birthdate and gender. You can
        change them later in the wellness settings.
      </Intro>
      <InformationForm
        information={information}
        submitLabel="Save and continue"
        onSaved={(complete) => {
          if (complete) navigate('/wellness/progress', { replace: true });
        }}
      />
    </>
  );
}
