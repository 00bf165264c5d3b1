import { describe } from 'vitest';
import { itHoldsEmailToTheGatewaysRule } from '../../lib/email-rule-test-support';
import { requestSchema } from './reset-password-route';
import { registerSchema } from './use-registration';

describe('the registration form’s e-mail address', () => {
  itHoldsEmailToTheGatewaysRule(registerSchema, 'email', 'Enter a valid e-mail address');
});

describe('the e-mail address a password reset is asked for', () => {
  itHoldsEmailToTheGatewaysRule(requestSchema, 'userName', 'Enter the e-mail address you sign in with');
});
