import { AreaPage, Banner, PageHeader, Skeleton, usePageTitle } from '@portal/shared';
import { useState } from 'react';
import { useWellnessAccountQuery } from '../api/wellnessApi';
import { InformationForm } from '../components/InformationForm';

/** /wellness/settings: the units and the four facts of the setup, to change. */
export default function Settings() {
  const title = usePageTitle();
  const account = useWellnessAccountQuery();
  // Counts saves, so a second save is announced again.
  const [saved, setSaved] = useState(0);
  return (
    <AreaPage>
      <PageHeader title={title} />
      {saved > 0 && (
        <Banner key={saved} severity="success">
          Your wellness settings are saved.
        </Banner>
      )}
      {account.data ? (
        <InformationForm
          information={account.data.userInformation}
          submitLabel="Save"
          onSubmit={() => setSaved(0)}
          onSaved={() => setSaved((count) => count + 1)}
        />
      ) : (
        <Skeleton lines={5} height={48} />
      )}
    </AreaPage>
  );
}
