import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { captchaToken } from '../../lib/captcha';
import { emailAddress } from '../../lib/email-rule';
import { useGatewayRequest } from '../../lib/gateway-request';
import { useNavigateKeepingSearch } from '../../lib/navigation';
import { storageKeys } from '../../lib/storage-keys';
import { currentTerritory } from '../../lib/territory';
import { useFailure } from '../../components/failure/use-failure';
import { passwordRule } from './password-rule';
import { useSignIn } from './use-sign-in';
import { RegisterMutation } from './use-registration-documents';
import { freeText, isBlankText, requiredText } from '../../lib/free-text';

export const registerSchema = z
  .object({
    personalName: requiredText('Enter your name'),
    companyName: requiredText('Enter your company name'),
    email: emailAddress('Enter a valid e-mail address'),
    country: z.string().min(1, 'Choose a country'),
    password: passwordRule,
    confirmPassword: z.string(),
    isCharity: z.boolean(),
    charityPSLNumber: freeText(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match' })
  .refine((v) => !v.isCharity || !isBlankText(v.charityPSLNumber), { path: ['charityPSLNumber'], message: 'Enter the charity number' });
type RegisterForm = z.infer<typeof registerSchema>;

/** A new customer's details: registered with a captcha token, then signed in and sent to validate, then home. */
export function useRegistration() {
  const navigate = useNavigateKeepingSearch();
  const territory = currentTerritory();
  const failure = useFailure('register');
  const request = useGatewayRequest();
  const signIn = useSignIn();
  const form = useForm<RegisterForm>({
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

  const submit = form.handleSubmit(async (values) => {
    failure.clear();
    try {
      const signupToken = await captchaToken('signup');
      await request(RegisterMutation, {
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
      });
      // A page opened before this account existed was someone else's (a colleague's report, an
      // administration page): the new customer validates and starts at home, as every new one does,
      // whether they sign in now or later. An invitation's token is in the query, which goes with
      // them all the same.
      sessionStorage.removeItem(storageKeys.returnPoint);
      await signIn(values.email, values.password);
      navigate('/validate', { replace: true });
    } catch (error) {
      failure.report(error);
    }
  });

  return { form, submit, failure };
}
