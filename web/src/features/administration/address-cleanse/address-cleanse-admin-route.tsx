import { Suspense, type ReactNode } from 'react';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { AddressCleanseAdministrationQuery as AdminData, AddressCleanseAdministrationQueryVariables } from '../../../gql/graphql';
import { formatMoney, formatUnitPrice } from '../../../lib/money';
import { routeTo, withSearch } from '../../../lib/navigation';
import { useScreenData, type ScreenLoaderArgs } from '../../../lib/route-module';
import type { Territory } from '../../../lib/territory';
import { DetailList } from '../../../components/detail-list';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import { useHelpTips } from '../../../components/help-tips/use-help-tips';
import { administrationTips } from './address-cleanse-admin-tips';
import { AddressCleanseAdministrationQuery } from './address-cleanse-admin-documents';

export function loader({ current, roles, preloadQuery }: ScreenLoaderArgs) {
  const accountId = current.account?.id;
  const staff = roles.includes('admin') || roles.includes('super');
  return {
    admin: accountId
      ? preloadQuery(AddressCleanseAdministrationQuery, { variables: { accountId, staff }, errorPolicy: 'all', fetchPolicy: 'network-only' })
      : null,
  };
}

type AdminRef = QueryRef<AdminData, AddressCleanseAdministrationQueryVariables, 'complete' | 'streaming' | 'empty'>;
type Admin = AdminData['addressCleanseAdministration'];

/** A staff figure (real price, real charge), which is only asked for as admin or super: blank when absent. */
const staffFigure = (value: number | null | undefined, format: (value: number) => string) => (value == null ? '' : format(value));
const territoryOf = (name: string): Territory => (name === 'australia' ? 'australia' : 'uk');
const day = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }) : 'No end';

export function Component() {
  const { admin } = useScreenData<typeof loader>();
  useHelpTips('addressCleanseAdministration', administrationTips);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Address Cleanse Prices
      </Typography>
      {admin ? (
        <Suspense fallback={<Skeleton variant="rounded" height={240} role="status" aria-label="Loading..." />}>
          <Administration admin={admin} />
        </Suspense>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>Choose an account to see its address cleanse prices.</Typography>
      )}
    </Stack>
  );
}

function Administration({ admin }: { admin: AdminRef }) {
  const { data, error } = useReadQuery(admin);
  const failure = useFailure('load the address cleanse prices', { watch: data?.addressCleanseAdministration ? undefined : error });
  const { search } = useLocation();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  // Mounted as the error arrives, so the failure is shown here rather than in a dialog.
  if (!data?.addressCleanseAdministration) return <FailureMessage failure={failure} />;
  const { costs, canChangePrices, mafs, costTypes, royaltyCharges, jobCharges } = data.addressCleanseAdministration;
  const mafName = (id: string) => mafs.find((m) => m.mafId === id)?.mafName ?? id;

  return (
    <>
      <Panel title="Prices" id="address-cleanse-prices">
        {!canChangePrices && (
          <Typography sx={{ color: 'text.secondary' }}>The prices that apply to this account. Only the provider's staff can change them.</Typography>
        )}
        {narrow ? (
          <PriceCards costs={costs} canChangePrices={canChangePrices} search={search} />
        ) : (
          <Scroll>
            <Table size="small" aria-label="Prices">
              <TableHead>
                <TableRow>
                  <TableCell>Cost type</TableCell>
                  <TableCell>Territory</TableCell>
                  <TableCell align="right">Base price</TableCell>
                  <TableCell align="right">Per match</TableCell>
                  <TableCell align="right">Per record</TableCell>
                  {canChangePrices && <TableCell align="right">Real per match</TableCell>}
                  {canChangePrices && <TableCell align="right">Real per record</TableCell>}
                  <TableCell align="right">Minimum records</TableCell>
                  <TableCell>From</TableCell>
                  <TableCell>Until</TableCell>
                  {canChangePrices && <TableCell>Change</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {costs.map((cost) => {
                  const territory = territoryOf(cost.territory);
                  return (
                    <TableRow key={cost.costId} data-testid="admin-cost-row">
                      <TableCell>{cost.costTypeName}</TableCell>
                      <TableCell>{cost.territory}</TableCell>
                      <TableCell align="right">{formatMoney(cost.basePrice, territory)}</TableCell>
                      <TableCell align="right">{formatUnitPrice(cost.pricePerMatch, territory)}</TableCell>
                      <TableCell align="right">{formatUnitPrice(cost.pricePerRecord, territory)}</TableCell>
                      {canChangePrices && (
                        <TableCell align="right">{staffFigure(cost.realPricePerMatch, (value) => formatUnitPrice(value, territory))}</TableCell>
                      )}
                      {canChangePrices && (
                        <TableCell align="right">{staffFigure(cost.realPricePerRecord, (value) => formatUnitPrice(value, territory))}</TableCell>
                      )}
                      <TableCell align="right">{cost.minRecCount.toLocaleString('en-GB')}</TableCell>
                      <TableCell>{day(cost.startDate)}</TableCell>
                      <TableCell>{day(cost.endDate)}</TableCell>
                      {canChangePrices && (
                        <TableCell>
                          <Link
                            component={RouterLink}
                            to={withSearch(routeTo('/administration/addresscleanse/priceupdate/:costId', { costId: cost.costId }), search)}
                            aria-label={`Change the ${cost.costTypeName} price (${cost.territory})`}
                          >
                            Change
                          </Link>
                        </TableCell>
                      )}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Scroll>
        )}
      </Panel>

      <Panel title="Job charges">
        {jobCharges.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No jobs have been charged yet.</Typography>
        ) : (
          <Scroll>
            <Table size="small" aria-label="Job charges">
              <TableHead>
                <TableRow>
                  <TableCell>Job</TableCell>
                  <TableCell>Account</TableCell>
                  <TableCell>Address file</TableCell>
                  <TableCell>Date</TableCell>
                  <TableCell align="right">Records</TableCell>
                  <TableCell>Charges</TableCell>
                  <TableCell align="right">Total</TableCell>
                  {canChangePrices && <TableCell align="right">Real total</TableCell>}
                  <TableCell>Paid</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {jobCharges.map((job) => (
                  <TableRow key={job.jobId}>
                    <TableCell>{job.jobId}</TableCell>
                    <TableCell>{job.accId}</TableCell>
                    <TableCell>{mafName(job.mafId)}</TableCell>
                    <TableCell>{day(job.date)}</TableCell>
                    <TableCell align="right">{job.totalCount.toLocaleString('en-GB')}</TableCell>
                    <TableCell>
                      {job.transactions.map((t) => (
                        <div key={t.costTypeId + t.description}>
                          {t.description}: {t.count.toLocaleString('en-GB')} ({formatMoney(t.charge, 'uk')})
                        </div>
                      ))}
                    </TableCell>
                    <TableCell align="right">{formatMoney(job.totalCharges, 'uk')}</TableCell>
                    {canChangePrices && <TableCell align="right">{staffFigure(job.totalRealCharges, (value) => formatMoney(value, 'uk'))}</TableCell>}
                    <TableCell>{job.isPostPay ? 'By invoice, after the job' : 'Before the job'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Scroll>
        )}
      </Panel>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Panel title="Address files">
          <SimpleList label="Address files" items={mafs.map((m) => ({ key: m.mafId, text: `${m.mafName} (${m.mafCountryCode})` }))} />
        </Panel>
        <Panel title="Cost types">
          <SimpleList label="Cost types" items={costTypes.map((c) => ({ key: c.costTypeId, text: c.name }))} />
        </Panel>
        {canChangePrices && <RoyaltyCharges charges={royaltyCharges} />}
      </Stack>
    </>
  );
}

/** The prices on a phone: eleven columns do not fit, so each price is a card of its own. */
function PriceCards({ costs, canChangePrices, search }: { costs: Admin['costs']; canChangePrices: boolean; search: string }) {
  return (
    <Stack component="ul" aria-label="Prices" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {costs.map((cost) => {
        const territory = territoryOf(cost.territory);
        const figures: [string, string][] = [
          ['Base price', formatMoney(cost.basePrice, territory)],
          ['Per match', formatUnitPrice(cost.pricePerMatch, territory)],
          ['Per record', formatUnitPrice(cost.pricePerRecord, territory)],
          ...(canChangePrices
            ? ([
                ['Real per match', staffFigure(cost.realPricePerMatch, (value) => formatUnitPrice(value, territory))],
                ['Real per record', staffFigure(cost.realPricePerRecord, (value) => formatUnitPrice(value, territory))],
              ] as [string, string][])
            : []),
          ['Minimum records', cost.minRecCount.toLocaleString('en-GB')],
          ['From', day(cost.startDate)],
          ['Until', day(cost.endDate)],
        ];
        return (
          <Box component="li" key={cost.costId} data-testid="admin-cost-row" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {cost.costTypeName} ({cost.territory})
              </Typography>
              {canChangePrices && (
                <Link
                  component={RouterLink}
                  to={withSearch(routeTo('/administration/addresscleanse/priceupdate/:costId', { costId: cost.costId }), search)}
                  aria-label={`Change the ${cost.costTypeName} price (${cost.territory})`}
                >
                  Change
                </Link>
              )}
            </Stack>
            <DetailList layout="figures" rows={figures} sx={{ mt: 1 }} />
          </Box>
        );
      })}
    </Stack>
  );
}

function RoyaltyCharges({ charges }: { charges: Admin['royaltyCharges'] }) {
  return (
    <Panel title="Royalty charges">
      <SimpleList
        label="Royalty charges"
        items={charges.map((c) => ({
          key: `${c.mafId}-${c.territory}`,
          text: `${c.mafName}: ${formatUnitPrice(c.pricePerMatch, territoryOf(c.territory))} per match`,
        }))}
      />
    </Panel>
  );
}

function SimpleList({ label, items }: { label: string; items: { key: string; text: string }[] }) {
  if (items.length === 0) return <Typography sx={{ color: 'text.secondary' }}>None</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5 }}>
      {items.map((item) => (
        <li key={item.key}>{item.text}</li>
      ))}
    </Box>
  );
}

function Scroll({ children }: { children: ReactNode }) {
  return <Box sx={{ overflowX: 'auto' }}>{children}</Box>;
}

function Panel({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Card variant="outlined" id={id} sx={{ flex: 1 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
