import { Banner, PageHeader, Skeleton, usePageTitle } from '@portal/shared';
import { useState } from 'react';
import { useWellnessAccountQuery } from '../api/wellnessApi';
import { InformationForm } from '../components/InformationForm';
import { WellnessPage } from '../components/WellnessPage';

/** /wellness/settings: the units and the four facts of the setup, to change. */
export default function Settings() {
  const title = usePageTitle();
  const account = useWellnessAccountQuery();
  const [saved, setSaved] = useState(false);
  return (
    <WellnessPage>
      <PageHeader title={title} />
      <div aria-live="polite">
        {saved && <Banner severity="success">Your wellness settings are saved.</Banner>}
      </div>
      {account.data ? (
        <InformationForm
          information={account.data.userInformation}
          submitLabel="Save"
          onSaved={() => setSaved(true)}
        />
      ) : (
        <Skeleton lines={5} height={48} />
      )}
    </WellnessPage>
  );
}
