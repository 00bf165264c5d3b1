import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { graphql } from '../../gql/gql';
import { captchaToken } from '../../lib/captcha';
import { failureText } from '../../lib/apollo/failure';
import { useSignIn } from './use-sign-in';
import { useNavigateKeepingSearch } from '../../lib/navigation';
import { currentTerritory } from '../../lib/territory';
import { FormAlert } from '../../components/FormAlert';
import { PasswordField } from '../../components/PasswordField';
import { passwordRule } from './password-rule';

export const RegisterMutation = graphql(`
  mutation Register($input: RegistrationInput!, $captchaToken: String!) {
    register(input: $input, captchaToken: $captchaToken) {
      userId
    }
  }
`);

const countries = ['United Kingdom', 'Australia', 'Ireland', 'New Zealand', 'United States', 'Canada', 'France', 'Germany'];

const registerSchema = z
  .object({
    personalName: z.string().trim().min(1, 'Enter your name'),
    companyName: z.string().trim().min(1, 'Enter your company name'),
    email: z.string().trim().email('Enter a valid e-mail address'),
    country: z.string().min(1, 'Choose a country'),
    password: passwordRule,
    confirmPassword: z.string(),
    isCharity: z.boolean(),
    charityPSLNumber: z.string().trim(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match' })
  .refine((v) => !v.isCharity || v.charityPSLNumber.length > 0, { path: ['charityPSLNumber'], message: 'Enter the charity number' });
type RegisterForm = z.infer<typeof registerSchema>;

export function Component() {
  const navigate = useNavigateKeepingSearch();
  const territory = currentTerritory();
  const [failure, setFailure] = useState<string | null>(null);
  const [registerUser] = useMutation(RegisterMutation, { context: { skipErrorDialog: true } });
  const signIn = useSignIn();
  const { register, control, handleSubmit, formState } = useForm<RegisterForm>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      personalName: '',
      companyName: '',
      email: '',
      country: territory === 'australia' ? 'Australia' : 'United Kingdom',
      password: '',
      confirmPassword: '',
      isCharity: false,
      charityPSLNumber: '',
    },
  });
  const errors = formState.errors;
  const isCharity = useWatch({ control, name: 'isCharity' });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const signupToken = await captchaToken('signup');
      await registerUser({
        variables: {
          captchaToken: signupToken ?? '',
          input: {
            email: values.email,
            password: values.password,
            personalName: values.personalName,
            companyName: values.companyName,
            country: values.country,
            territory,
            charityPSLNumber: values.isCharity ? values.charityPSLNumber : null,
          },
        },
      });
      await signIn(values.email, values.password);
      navigate('/validate', { replace: true });
    } catch (error) {
      setFailure(failureText(error, 'register'));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Register">
      <Stack spacing={2}>
        <FormAlert message={failure} />
        <TextField label="Your name" autoComplete="name" {...register('personalName')} error={!!errors.personalName} helperText={errors.personalName?.message} />
        <TextField label="Company name" autoComplete="organization" {...register('companyName')} error={!!errors.companyName} helperText={errors.companyName?.message} />
        <TextField label="E-mail address" type="email" autoComplete="email" {...register('email')} error={!!errors.email} helperText={errors.email?.message ?? 'You will sign in with it'} />
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
        <PasswordField label="Password" autoComplete="new-password" {...register('password')} error={!!errors.password} helperText={errors.password?.message ?? 'At least 8 characters, with a letter and a digit'} />
        <PasswordField label="Confirm password" autoComplete="new-password" {...register('confirmPassword')} error={!!errors.confirmPassword} helperText={errors.confirmPassword?.message} />
        <FormControlLabel control={<Checkbox {...register('isCharity')} />} label="We are a registered charity" />
        {isCharity && (
          <TextField label="Charity number" {...register('charityPSLNumber')} error={!!errors.charityPSLNumber} helperText={errors.charityPSLNumber?.message ?? 'We verify it before charity prices apply'} />
        )}
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          Register
        </Button>
      </Stack>
    </form>
  );
}
