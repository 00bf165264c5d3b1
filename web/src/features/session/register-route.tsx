import { Controller, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FailureMessage } from '../../components/failure/failure-message';
import { PasswordField } from '../../components/password-field';
import { useRegistration } from './use-registration';

const countries = ['United Kingdom', 'Australia', 'Ireland', 'New Zealand', 'United States', 'Canada', 'France', 'Germany'];

export function Component() {
  const { form, submit, failure } = useRegistration();
  const { register, control, formState } = form;
  const errors = formState.errors;
  const isCharity = useWatch({ control, name: 'isCharity' });

  return (
    <form onSubmit={submit} noValidate aria-label="Register">
      <Stack spacing={2}>
        <FailureMessage failure={failure} />
        <TextField
          label="Your name"
          autoComplete="name"
          {...register('personalName')}
          error={!!errors.personalName}
          helperText={errors.personalName?.message}
        />
        <TextField
          label="Company name"
          autoComplete="organization"
          {...register('companyName')}
          error={!!errors.companyName}
          helperText={errors.companyName?.message}
        />
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="email"
          {...register('email')}
          error={!!errors.email}
          helperText={errors.email?.message ?? 'You will sign in with it'}
        />
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <TextField select label="Country" {...field} error={!!errors.country} helperText={errors.country?.message}>
              {countries.map((country) => (
                <MenuItem key={country} value={country}>
                  {country}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          {...register('password')}
          error={!!errors.password}
          helperText={errors.password?.message ?? 'At least 8 characters, with a letter and a digit'}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          error={!!errors.confirmPassword}
          helperText={errors.confirmPassword?.message}
        />
        <FormControlLabel control={<Checkbox {...register('isCharity')} />} label="We are a registered charity" />
        {isCharity && (
          <TextField
            label="Charity number"
            {...register('charityPSLNumber')}
            error={!!errors.charityPSLNumber}
            helperText={errors.charityPSLNumber?.message ?? 'We verify it before charity prices apply'}
          />
        )}
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          Register
        </Button>
      </Stack>
    </form>
  );
}
