import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { useFailure } from '../../../components/failure/use-failure';
import { thisPortalPage } from '../../../lib/portal-page';
import { BundleInvoiceQuery } from './invoice-button-documents';

/** Opens the bundle's invoice, a page of the provider's billing whose link leads back here. */
export function InvoiceButton({ bundleId, label }: { bundleId: string; label: string }) {
  const client = useApolloClient();
  const failure = useFailure('open the invoice');
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      // Each link is a fresh page reference: never one kept from before. Its Back link leads to this
      // page as the gateway takes it: no query or fragment.
      const { data, error } = await client.query({
        query: BundleInvoiceQuery,
        variables: { bundleId, backUrl: thisPortalPage() },
        fetchPolicy: 'network-only',
      });
      if (error || !data) throw error ?? new Error('No invoice address came back');
      window.location.assign(data.bundleInvoice);
    } catch (error) {
      failure.report(error);
      setOpening(false);
    }
  };
  return (
    <Button size="small" startIcon={<ReceiptLong />} onClick={() => void open()} disabled={opening} aria-label={label}>
      Invoice
    </Button>
  );
}
