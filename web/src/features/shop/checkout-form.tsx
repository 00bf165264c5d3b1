import { useEffect, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Lock from '@mui/icons-material/Lock';
import type { BasketItem } from '../../lib/basket/basket';
import { captchaToken } from '../../lib/captcha';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { FormAlert } from '../../components/form-alert';
import { addressFieldLabel } from '../../lib/address-field-labels';
import { leavePortal } from '../../lib/leave-portal';
import { currentTerritory } from '../../lib/territory';
import { oneOf, showUnderField } from '../../lib/apollo/refused-field';
import { billingInput, billingSchema, blankBilling, type BillingDetails } from './billing-details';
import { checkoutDraft } from './checkout-draft';
import { savedCardNote, type KeptCard } from './saved-card-note';
import { keepSentCheckout } from './sent-checkout';
import { CheckoutMutation } from './checkout-form-documents';

/** Checking out an empty basket fails with "No items in basket" (docs/texts-and-constants.md). */
export const EMPTY_BASKET = 'No items in basket';

/** Where the payment page returns: the thank-you page once paid, the basket otherwise. */
export const checkoutReturns = () => ({
  paidUrl: `${window.location.origin}/portal/shop/thankyou`,
  backUrl: `${window.location.origin}/portal/shop/basket`,
});

const fields: { name: keyof BillingDetails; label: string; autoComplete: string; wide?: boolean; required?: boolean }[] = [
  { name: 'company', label: 'Company', autoComplete: 'organization', required: true },
  { name: 'name', label: 'Name', autoComplete: 'name', required: true },
  { name: 'email', label: 'E-mail address', autoComplete: 'email', required: true, wide: true },
  { name: 'address1', label: 'Address line 1', autoComplete: 'address-line1', required: true, wide: true },
  { name: 'address2', label: 'Address line 2', autoComplete: 'address-line2', wide: true },
  { name: 'address3', label: 'Address line 3', autoComplete: 'address-line3', wide: true },
  { name: 'address4', label: 'Address line 4', autoComplete: 'off', wide: true },
  { name: 'town', label: 'Town', autoComplete: 'address-level2', required: true },
  { name: 'county', label: 'County', autoComplete: 'address-level1' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code', required: true },
  { name: 'country', label: 'Country', autoComplete: 'country-name', required: true },
];

/**
 * The form's field for a billing detail the gateway refused (`input.billing.email`, read as
 * `billing.email`); null for any other argument (an item, a return address), which the form has no
 * field for and shows above it.
 */
const billingField = (path: string) => (path.startsWith('billing.') ? oneOf(fields.map((field) => field.name))(path.slice('billing.'.length)) : null);

/**
 * Billing details, then the captcha (action checkout) and the checkout itself; the portal then goes
 * to the provider's payment page. The basket stays as it is until the thank-you page. What was typed
 * is kept for the tab as it is typed, and comes back here after a reload or a declined or cancelled
 * payment.
 */
export function CheckoutForm({
  items,
  organisationId,
  accountId,
  defaults,
  savedCard,
  mayPayWithSavedCard = true,
  wait = null,
}: {
  items: readonly BasketItem[];
  organisationId: string;
  accountId: string;
  defaults: Partial<BillingDetails>;
  /** The card the account keeps, which the payment page offers first. */
  savedCard?: KeptCard | null;
  /** Whether the signed-in user is under Who may pay, to whom alone the payment page offers the saved card. */
  mayPayWithSavedCard?: boolean;
  /** Why the basket cannot be bought as it is (a line below its plan's minimum): the button waits, saying so. */
  wait?: string | null;
}) {
  const failure = useFailure('check out');
  const territory = currentTerritory();
  const [empty, setEmpty] = useState(false);
  const [checkout] = useMutation(CheckoutMutation);
  // What the person typed before going to pay wins over what the portal knows of them.
  const [kept] = useState(() => checkoutDraft.read(accountId));
  const start = { ...defaults, ...kept?.billing };
  const { register, handleSubmit, formState, getFieldState, getValues, setValue, setError, control } = useForm<BillingDetails>({
    resolver: zodResolver(billingSchema),
    defaultValues: { ...blankBilling, ...start },
  });
  // The account's and user's details may arrive after the form is shown: they fill in what is
  // still untouched, never what the person has typed already.
  const defaultsKey = JSON.stringify(start);
  useEffect(() => {
    const arrived = JSON.parse(defaultsKey) as Partial<BillingDetails>;
    for (const [name, value] of Object.entries(arrived) as [keyof BillingDetails, string][]) {
      if (value && !getFieldState(name).isDirty) setValue(name, value);
    }
  }, [defaultsKey, getFieldState, setValue]);
  const errors = formState.errors;
  // A value filled in by setValue does not move MUI's label out of the way by itself.
  const values = useWatch({ control });

  const send = handleSubmit(async (values) => {
    try {
      const token = await captchaToken('checkout');
      const answer = await checkout({
        variables: {
          captchaToken: token ?? '',
          input: {
            organisationId,
            items: items.map((item) => ({ accountId: item.ccId, planId: item.planId, clicks: item.clicks })),
            billing: billingInput(values),
            ...checkoutReturns(),
          },
        },
      });
      if (!answer.data) return;
      checkoutDraft.keep(accountId, { billing: values });
      const { orderId, url, quote } = answer.data.checkout;
      const sent = quote.items.map(({ accountId: account, planId, plan, clicks, price }) => ({ accountId: account, planId, plan, clicks, price }));
      keepSentCheckout({ orderId, items: sent, total: quote.total, currency: quote.currency });
      leavePortal.to(url);
    } catch (error) {
      // A detail the gateway refused (an e-mail address the form took) is said under its field.
      if (!showUnderField(error, setError, billingField)) failure.report(error);
    }
  });

  // Kept as typed, not only on the way to payment: a reload, or a look at another screen and back,
  // finds the details as they were. A field's own change handler has run by the time its change
  // reaches the form, and a keystroke's write is a small JSON in the tab's own storage.
  const keepAsTyped = () => checkoutDraft.keep(accountId, { billing: getValues() });
  // What went wrong last time is put away once the person changes the details to put it right.
  const edited = () => {
    failure.clear();
    keepAsTyped();
  };

  // An empty basket is refused before the billing details are checked: they do not matter then.
  // A new attempt puts the last one's failure away first, whether or not the details let it reach the gateway.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    failure.clear();
    setEmpty(items.length === 0);
    if (items.length > 0 && !wait) return send(event);
    event.preventDefault();
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={submit}
      onChange={edited}
      noValidate
      aria-labelledby="checkout-heading"
      id="checkout-form"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={3}>
        <Typography variant="h5" component="h2" id="checkout-heading">
          Checkout
        </Typography>
        <FormAlert message={empty ? EMPTY_BASKET : null} />
        <FailureMessage failure={failure} />
        <Grid container spacing={2}>
          {fields.map((field) => (
            <Grid key={field.name} size={{ xs: 12, sm: field.wide ? 12 : 6 }}>
              <TextField
                fullWidth
                label={addressFieldLabel(field.name, field.label, territory)}
                autoComplete={field.autoComplete}
                required={field.required}
                type={field.name === 'email' ? 'email' : 'text'}
                {...register(field.name)}
                error={!!errors[field.name]}
                helperText={errors[field.name]?.message}
                slotProps={{ inputLabel: { shrink: values[field.name] ? true : undefined } }}
              />
            </Grid>
          ))}
        </Grid>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="checkout-card">
            {savedCardNote(savedCard, new Date(), mayPayWithSavedCard)}
          </Typography>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<Lock />}
            loading={formState.isSubmitting}
            disabled={wait !== null}
            aria-describedby={wait ? 'checkout-wait' : undefined}
          >
            Go to payment
          </Button>
        </Stack>
        {wait && (
          <Typography id="checkout-wait" role="status" variant="body2" sx={{ color: 'error.main', textAlign: { sm: 'right' } }}>
            {wait}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
