import { describe } from 'vitest';
import { itHoldsEmailToTheGatewaysRule } from '../../lib/email-rule-test-support';
import { billingSchema } from './billing-details';

describe('the billing e-mail address', () => {
  itHoldsEmailToTheGatewaysRule(billingSchema, 'email', 'Enter a valid e-mail address');
});
