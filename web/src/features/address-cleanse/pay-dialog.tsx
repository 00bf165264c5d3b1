import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { thisPortalPage } from '../../lib/portal-page';
import { invoiceDetailsSchema, payInput, type InvoiceDetails } from './invoice-details';
import { InvoiceContactQuery, PayBureauFileMutation } from './pay-dialog-documents';

const blank: InvoiceDetails = {
  name: '',
  email: '',
  companyName: '',
  address1: '',
  address2: '',
  address3: '',
  town: '',
  postcode: '',
  country: 'United Kingdom',
  purchaseOrder: '',
};

const fields: { name: keyof InvoiceDetails; label: string; autoComplete: string; wide?: boolean; helperText?: string }[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'E-mail', autoComplete: 'email' },
  { name: 'companyName', label: 'Company', autoComplete: 'organization', wide: true },
  { name: 'address1', label: 'Address line 1', autoComplete: 'address-line1', wide: true },
  { name: 'address2', label: 'Address line 2', autoComplete: 'address-line2', wide: true },
  { name: 'address3', label: 'Address line 3', autoComplete: 'address-line3', wide: true },
  { name: 'town', label: 'Town', autoComplete: 'address-level2' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name', wide: true },
  { name: 'purchaseOrder', label: 'Purchase order (optional)', autoComplete: 'off', wide: true, helperText: 'Your own reference, printed on the invoice.' },
];

/** Pay by invoice: who the invoice is for; the bureau answers with the invoice's page. */
export function PayDialog({
  open,
  accountId,
  fileId,
  onClose,
  onPaid,
}: {
  open: boolean;
  accountId: string;
  fileId: string;
  onClose: () => void;
  onPaid: (invoiceUrl: string) => void;
}) {
  const { data } = useQuery(InvoiceContactQuery, { skip: !open });
  const { register, handleSubmit, formState, reset } = useForm({ resolver: zodResolver(invoiceDetailsSchema), defaultValues: blank });
  const [pay, { loading }] = useMutation(PayBureauFileMutation);
  const failure = useFailure('pay by invoice');
  const me = data?.me;
  useEffect(() => {
    if (!me) return;
    reset({
      ...blank,
      name: me.personalName ?? '',
      email: me.email,
      companyName: me.companyName ?? '',
      address1: me.address1 ?? '',
      address2: me.address2 ?? '',
      address3: me.address3 ?? '',
      town: me.town ?? '',
      postcode: me.postcode ?? '',
      country: me.country || blank.country,
    });
  }, [me, reset]);

  const submit = handleSubmit(async (details) => {
    failure.clear();
    try {
      const { data: paid } = await pay({ variables: { accountId, fileId, input: payInput(details, thisPortalPage()) } });
      if (paid) onPaid(paid.payBureauFile.invoiceUrl);
    } catch (error) {
      failure.report(error);
    }
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="pay-dialog-title" fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="pay-dialog-title">Pay by invoice</DialogTitle>
        <DialogContent>
          <FailureMessage failure={failure} />
          <Grid container spacing={2} sx={{ mt: 0.5 }}>
            {fields.map((field) => (
              <Grid key={field.name} size={{ xs: 12, sm: field.wide ? 12 : 6 }}>
                <TextField
                  {...register(field.name)}
                  label={field.label}
                  fullWidth
                  size="small"
                  autoComplete={field.autoComplete}
                  error={!!formState.errors[field.name]}
                  helperText={formState.errors[field.name]?.message ?? field.helperText}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Grid>
            ))}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={loading}>
            Pay by invoice
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
