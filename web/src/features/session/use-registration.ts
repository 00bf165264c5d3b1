import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { isAtMostCharacters } from '@portal/gateway/text-rule';
import { captchaToken } from '../../lib/captcha';
import { emailAddress } from '../../lib/email-rule';
import { useGatewayRequest } from '../../lib/gateway-request';
import { useNavigateKeepingSearch } from '../../lib/navigation';
import { storageKeys } from '../../lib/storage-keys';
import { currentTerritory } from '../../lib/territory';
import { oneOf, showUnderField } from '../../lib/apollo/refused-field';
import { useFailure } from '../../components/failure/use-failure';
import { passwordRule } from './password-rule';
import { useSignIn } from './use-sign-in';
import { RegisterMutation } from './use-registration-documents';
import { freeText, isBlankText, requiredText } from '../../lib/free-text';

// The gateway's limits on what registering sends (gateway/src/users/user-details.ts and
// group-status/charity-number.ts, the user server's own): held here, so a name too long is said
// under its field before sending, not above the form as "Failed to register".
/** The longest personal or company name. */
const MAX_NAME = 200;
/** The longest country a registering user may give. */
const MAX_COUNTRY = 100;
/** The longest charity number. */
const MAX_CHARITY_NUMBER = 50;

/** The fields the gateway names as the input does (`input.companyName`), where it refuses one the form let through. */
const fields = ['personalName', 'companyName', 'email', 'country', 'password', 'charityPSLNumber'] as const;

export const registerSchema = z
  .object({
    personalName: requiredText('Enter your name').max(MAX_NAME, `At most ${MAX_NAME} characters`),
    companyName: requiredText('Enter your company name').max(MAX_NAME, `At most ${MAX_NAME} characters`),
    email: emailAddress('Enter a valid e-mail address'),
    country: z.string().min(1, 'Choose a country').max(MAX_COUNTRY, `At most ${MAX_COUNTRY} characters`),
    password: passwordRule,
    confirmPassword: z.string(),
    isCharity: z.boolean(),
    charityPSLNumber: freeText(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match' })
  .refine((v) => !v.isCharity || !isBlankText(v.charityPSLNumber), { path: ['charityPSLNumber'], message: 'Enter the charity number' })
  // Only for a charity, as the blank check: a number typed and then left hidden by unticking the box
  // is not sent, and must not hold up a form whose field for it is gone. Counted as the gateway counts.
  .refine((v) => !v.isCharity || isAtMostCharacters(v.charityPSLNumber, MAX_CHARITY_NUMBER), {
    path: ['charityPSLNumber'],
    message: `A charity number is at most ${MAX_CHARITY_NUMBER} characters`,
  });
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
      // A detail the gateway refused that the form let through is said under its field.
      if (!showUnderField(error, form.setError, oneOf(fields))) failure.report(error);
    }
  });

  return { form, submit, failure };
}
