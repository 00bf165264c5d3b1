import { Suspense, type ReactNode } from 'react';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PartnerGroupQuery as PartnerGroupData, PartnerGroupQueryVariables } from '../../gql/graphql';
import type { ScreenLoaderArgs } from '../../lib/route-module';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { PartnerGroupQuery } from './partner-group-documents';

export type PartnerGroup = PartnerGroupData['groupAdministration']['group'];
type PartnerGroupRef = QueryRef<PartnerGroupData, PartnerGroupQueryVariables, 'complete' | 'streaming' | 'empty'>;

/** Starts loading the chosen partner as a group; null when no partner is chosen. */
export function preloadPartnerGroup({ current, preloadQuery }: Pick<ScreenLoaderArgs, 'current' | 'preloadQuery'>) {
  const groupId = current.partner?.id;
  return groupId ? preloadQuery(PartnerGroupQuery, { variables: { groupId }, errorPolicy: 'all' }) : null;
}

/** A page with one form about the chosen partner: its title, then the form once the partner has loaded. */
export function PartnerGroupPage({
  title,
  maxWidth,
  partner,
  children,
}: {
  title: string;
  maxWidth: number;
  partner: PartnerGroupRef | null;
  children: (group: PartnerGroup) => ReactNode;
}) {
  return (
    <Stack spacing={3} sx={{ maxWidth }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {partner ? (
        <Suspense fallback={<Skeleton variant="rounded" height={400} />}>
          <LoadedPartner partner={partner}>{children}</LoadedPartner>
        </Suspense>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>Choose a partner first, with Change Account.</Typography>
      )}
    </Stack>
  );
}

export function PartnerGroupLoading({ maxWidth }: { maxWidth: number }) {
  return (
    <Stack spacing={3} sx={{ maxWidth }} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={240} sx={{ typography: 'h4' }} />
      <Skeleton variant="rounded" height={400} />
    </Stack>
  );
}

function LoadedPartner({ partner, children }: { partner: PartnerGroupRef; children: (group: PartnerGroup) => ReactNode }) {
  const { data, error } = useReadQuery(partner);
  const failure = useFailure('load the partner', { watch: data?.groupAdministration ? undefined : error });
  const group = data?.groupAdministration?.group;
  if (!group) return <FailureMessage failure={failure} />;
  return <>{children(group)}</>;
}
